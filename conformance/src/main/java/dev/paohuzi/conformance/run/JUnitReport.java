package dev.paohuzi.conformance.run;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * A conformance run as JUnit XML, the report format other CI tools read (Jenkins, GitLab, GitHub actions): one
 * {@code testsuite} per case file, one {@code testcase} per case with its failures, and a case file's errors as an
 * {@code error} of a test case named after the file, so that a case that could not even be read is not lost. The
 * writer is the JDK's StAX, which escapes every text and attribute.
 */
public final class JUnitReport {
    /** The name of the test case that carries a case file's own errors (a case with an error does not run). */
    public static final String CASE_FILE = "(case file)";

    private JUnitReport() {}

    /**
     * Writes the reports.
     *
     * @param name what the file names (the cases' folder as given, relative names keep the XML portable)
     */
    public static void write(List<FileReport> reports, Function<Path, String> name, Writer out) {
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", "conformance");
            xml.writeAttribute("tests", Long.toString(reports.stream().mapToLong(JUnitReport::tests).sum()));
            xml.writeAttribute("failures", Long.toString(reports.stream().mapToLong(FileReport::failed).sum()));
            xml.writeAttribute("errors", Long.toString(reports.stream().filter(FileReport::hasErrors).count()));
            xml.writeCharacters("\n");
            for (FileReport report : reports) {
                suite(xml, report, name.apply(report.file()));
            }
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("the JUnit report could not be written: " + e.getMessage(), e);
        }
    }

    private static long tests(FileReport report) {
        return report.results().size() + (report.hasErrors() ? 1 : 0);
    }

    private static void suite(XMLStreamWriter xml, FileReport report, String file) throws XMLStreamException {
        xml.writeStartElement("testsuite");
        xml.writeAttribute("name", file);
        xml.writeAttribute("tests", Long.toString(tests(report)));
        xml.writeAttribute("failures", Long.toString(report.failed()));
        xml.writeAttribute("errors", report.hasErrors() ? "1" : "0");
        xml.writeAttribute("skipped", "0");
        xml.writeCharacters("\n");
        if (report.hasErrors()) {
            xml.writeStartElement("testcase");
            xml.writeAttribute("classname", file);
            xml.writeAttribute("name", CASE_FILE);
            List<String> errors = report.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR)
                    .map(Diagnostic::render).toList();
            xml.writeStartElement("error");
            xml.writeAttribute("message", errors.size() + " error(s) in the case file; a case with one does not run");
            xml.writeCharacters(String.join("\n", errors));
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeCharacters("\n");
        }
        for (CaseResult result : report.results()) {
            testCase(xml, result, file);
        }
        xml.writeEndElement();
        xml.writeCharacters("\n");
    }

    private static void testCase(XMLStreamWriter xml, CaseResult result, String file) throws XMLStreamException {
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", file);
        xml.writeAttribute("name", result.testCase().name());
        xml.writeAttribute("file", file);
        xml.writeAttribute("line", Integer.toString(result.testCase().position().line()));
        if (!result.passed()) {
            xml.writeStartElement("failure");
            xml.writeAttribute("message", result.failures().get(0));
            xml.writeCharacters(String.join("\n", result.failures()));
            xml.writeEndElement();
        }
        xml.writeStartElement("system-out");
        xml.writeCharacters("variant " + result.testCase().variant() + ", source " + result.testCase().source() + "\n"
                + result.actual());
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeCharacters("\n");
    }
}
