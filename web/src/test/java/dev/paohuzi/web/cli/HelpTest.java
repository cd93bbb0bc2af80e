package dev.paohuzi.web.cli;

import dev.paohuzi.web.Workbench;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `--help` and `-h` work on every command, required options or not, and print its usage to stdout. */
class HelpTest {
    @Test
    void everyCommandHasHelp() {
        Set<String> commands = Workbench.commandLine().getSubcommands().keySet();
        assertTrue(commands.containsAll(Set.of("serve", "check", "simulate", "replay", "tournament")),
                commands.toString());
        for (String command : commands) {
            for (String flag : new String[] {"--help", "-h"}) {
                Cli cli = Cli.run(command, flag);
                assertEquals(0, cli.exitCode(), command + " " + flag + ": " + cli.err());
                assertTrue(cli.out().startsWith("Usage: workbench " + command + " "), command + ": " + cli.out());
                assertTrue(cli.out().contains("-h, --help"), command + ": " + cli.out());
                assertEquals("", cli.err(), command + " " + flag);
            }
        }
    }

    @Test
    void theWorkbenchListsItsCommands() {
        Cli cli = Cli.run("--help");
        assertEquals(0, cli.exitCode(), cli.err());
        for (String command : Workbench.commandLine().getSubcommands().keySet()) {
            assertTrue(cli.out().contains("  " + command + " "), command + " in " + cli.out());
        }
    }

    @Test
    void anUnknownCommandIsAUsageError() {
        Cli cli = Cli.run("simulat");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("Unmatched argument at index 0: 'simulat'"), cli.err());
        assertFalse(cli.err().contains("Exception"), cli.err());
    }
}
