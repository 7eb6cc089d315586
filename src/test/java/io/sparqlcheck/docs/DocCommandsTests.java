package io.sparqlcheck.docs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.sparqlcheck.cli.CliContext;
import io.sparqlcheck.cli.Main;
import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shell commands the README and docs/ show. Every {@code bin/sparqlcheck} command of every page
 * names a command and only options its synopsis has, and every script it shows exists; every
 * {@code bin/sparqlcheck} command of the README runs, in-process, with a small budget (10 tries, its
 * output in a temporary folder) and ends in 0 or 1, never in a usage error. The README's other
 * command, {@code scripts/test.sh}, is what {@code .ci/run} runs.
 */
public class DocCommandsTests {

	private static final Pattern BASH_BLOCK = Pattern.compile("(?m)^```(?:bash|sh)\\n(.*?)^```", Pattern.DOTALL);
	private static final Pattern OPTION = Pattern.compile("--[a-z][a-z-]*");
	/** Options every command takes, handled by Main itself. */
	private static final Set<String> GLOBAL_OPTIONS = Set.of("--help", "--debug");

	/** A command shown on a page: the page, and the command's words. */
	public record Shown(Path doc, List<String> words) {
		/** The page and the command, for messages. */
		public String where() {
			return doc + ": " + String.join(" ", words);
		}
	}

	/** The commands of a page's bash blocks: continuation lines joined, comments dropped, words split as a shell would. */
	public static List<Shown> commands(Path doc) throws IOException {
		List<Shown> found = new ArrayList<>();
		Matcher m = BASH_BLOCK.matcher(Files.readString(doc));
		while (m.find()) {
			String joined = m.group(1).replaceAll("\\\\\\n\\s*", " ");
			for (String line : unrolled(List.of(joined.split("\\n")))) {
				List<String> words = words(line.strip());
				if (!words.isEmpty()) {
					found.add(new Shown(doc, words));
				}
			}
		}
		return found;
	}

	private static final Pattern FOR_LOOP = Pattern.compile("for (\\w+) in ([^;]+); do");

	/** The lines with each {@code for V in A B ...; do ... done} loop written out, once per value, {@code $V} replaced. */
	static List<String> unrolled(List<String> lines) {
		List<String> out = new ArrayList<>();
		for (int i = 0; i < lines.size(); i++) {
			Matcher loop = FOR_LOOP.matcher(lines.get(i).strip());
			if (!loop.matches()) {
				out.add(lines.get(i));
				continue;
			}
			int end = i + 1;
			while (end < lines.size() && !lines.get(end).strip().equals("done")) {
				end++;
			}
			for (String value : loop.group(2).strip().split("\\s+")) {
				for (String body : lines.subList(i + 1, end)) {
					out.add(body.replace("$" + loop.group(1), value));
				}
			}
			i = end;
		}
		return out;
	}

	/** Splits a shell line into words: double and single quotes group, {@code #} outside quotes starts a comment. */
	static List<String> words(String line) {
		List<String> words = new ArrayList<>();
		StringBuilder word = null;
		char quote = 0;
		for (char ch : line.toCharArray()) {
			if (quote != 0) {
				if (ch == quote) {
					quote = 0;
				} else {
					word.append(ch);
				}
			} else if (ch == '"' || ch == '\'') {
				quote = ch;
				word = word == null ? new StringBuilder() : word;
			} else if (ch == '#' && word == null) {
				break;
			} else if (Character.isWhitespace(ch)) {
				if (word != null) {
					words.add(word.toString());
					word = null;
				}
			} else {
				word = word == null ? new StringBuilder() : word;
				word.append(ch);
			}
		}
		if (word != null) {
			words.add(word.toString());
		}
		return words;
	}

	@Example
	void everyCommandShownNamesACommandAndItsOptions() throws IOException {
		List<String> problems = new ArrayList<>();
		int checked = 0;
		for (Path doc : DocSnippetsTests.docs()) {
			for (Shown shown : commands(doc)) {
				List<String> w = shown.words();
				if (w.get(0).startsWith("scripts/") && !Files.isExecutable(Path.of(w.get(0)))) {
					problems.add(shown.where() + ": no executable " + w.get(0));
				}
				if (!w.get(0).equals("bin/sparqlcheck") || w.size() < 2) {
					continue;
				}
				checked++;
				Optional<String> synopsis = w.get(1).equals("help") ? Optional.of("help") : Main.synopsis(w.get(1));
				if (synopsis.isEmpty()) {
					problems.add(shown.where() + ": no command '" + w.get(1) + "'");
					continue;
				}
				for (String word : w.subList(2, w.size())) {
					Matcher option = OPTION.matcher(word);
					if (option.matches() && !GLOBAL_OPTIONS.contains(word) && !synopsisHas(synopsis.get(), word, w.get(1))) {
						problems.add(shown.where() + ": '" + w.get(1) + "' has no option " + word);
					}
				}
			}
		}
		assertThat(problems).isEmpty();
		assertThat(checked).as("bin/sparqlcheck commands found in README.md and docs/").isGreaterThanOrEqualTo(10);
	}

	/** An option is in a command's synopsis, or in campaign's for the commands that take "campaign options". */
	private static boolean synopsisHas(String synopsis, String option, String command) {
		Matcher m = OPTION.matcher(synopsis);
		while (m.find()) {
			if (m.group().equals(option)) {
				return true;
			}
		}
		return synopsis.contains("[campaign options]") && synopsisHas(Main.synopsis("campaign").orElseThrow(), option, "campaign");
	}

	@Example
	void everyReadmeCommandRunsWithASmallBudget() throws IOException {
		Path out = Files.createTempDirectory("sparqlcheck-readme-");
		int ran = 0;
		for (Shown shown : commands(Path.of("README.md"))) {
			List<String> w = shown.words();
			if (!w.get(0).equals("bin/sparqlcheck")) {
				assertThat(w.get(0)).as(shown.where()).isEqualTo("scripts/test.sh");   // run by .ci/run
				continue;
			}
			List<String> argv = smallBudget(w.subList(1, w.size()), out.resolve("run-" + ran));
			ByteArrayOutputStream text = new ByteArrayOutputStream();
			PrintStream stream = new PrintStream(text, true, StandardCharsets.UTF_8);
			int status = Main.run(argv.toArray(String[]::new), new CliContext(CliContext.standard().catalog(), System.getenv(), stream, stream));
			assertThat(status).as(shown.where() + " (ran as " + argv + ")\n" + text.toString(StandardCharsets.UTF_8)).isIn(0, 1);
			ran++;
		}
		assertThat(ran).as("bin/sparqlcheck commands run from README.md").isGreaterThanOrEqualTo(4);
	}

	/** The command with at most 10 tries, and its files written under {@code out} where it writes any. */
	public static List<String> smallBudget(List<String> words, Path out) {
		List<String> argv = new ArrayList<>(words);
		int tries = argv.indexOf("--tries");
		if (tries >= 0 && tries + 1 < argv.size() && Long.parseLong(argv.get(tries + 1)) > 10) {
			argv.set(tries + 1, "10");
		}
		boolean writes = Main.synopsis(argv.get(0)).orElse("").contains("--out") || argv.get(0).equals("campaign");
		if (writes && !argv.contains("--out")) {
			argv.add("--out");
			argv.add(out.toString());
		}
		return argv;
	}

	@Example
	void wordsAreSplitAsAShellWould() {
		assertThat(words("bin/sparqlcheck promote c-1 --summary \"one line\"   # a comment"))
			.containsExactly("bin/sparqlcheck", "promote", "c-1", "--summary", "one line");
		assertThat(words("# only a comment")).isEmpty();
		assertThat(unrolled(List.of("for i in 0 1; do", "  run --shard $i/2", "done", "merge")))
			.containsExactly("  run --shard 0/2", "  run --shard 1/2", "merge");
	}
}
