package dev.paohuzi.conformance;

import org.approvaltests.core.ApprovalFailureReporter;
import org.approvaltests.reporters.DiffReporter;
import org.approvaltests.reporters.Junit5Reporter;

/** Approval Tests configuration: on CI or without a display, a mismatch is a plain test failure. */
public class PackageSettings {
    public static ApprovalFailureReporter UseReporter =
            System.getenv("CI") != null || System.getenv("DISPLAY") == null ? new Junit5Reporter()
            : DiffReporter.INSTANCE;
}
