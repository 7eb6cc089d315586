/**
 * The command line: {@code bin/sparqlcheck <command> [options]}. Each command is a small class with
 * a {@code run(Args)} method returning the process exit status; {@link io.sparqlcheck.cli.Main}
 * only dispatches.
 */
package io.sparqlcheck.cli;
