package dev.paohuzi.runtime.game;

import org.approvaltests.core.ApprovalFailureReporter;
import org.approvaltests.reporters.DiffReporter;
import org.approvaltests.reporters.Junit5Reporter;

/** Approval Tests settings for this package: a plain test failure on CI or without a display (TOOLCHAIN.md). */
public class PackageSettings {
    public static ApprovalFailureReporter UseReporter =
            System.getenv("CI") != null || System.getenv("DISPLAY") == null ? new Junit5Reporter()
            : DiffReporter.INSTANCE;
}
