package io.sparqlcheck.docs;

import io.sparqlcheck.cli.CliContext;
import io.sparqlcheck.cli.Main;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The commands docs/ shows, run in this JVM the way a reader would type them, with a small budget:
 * at most 10 tries (and 2 seconds, one bench round, a few bench cases), every file they write under a
 * scratch folder, the repository's ledger and findings files copied there before a command that
 * writes to them, and a placeholder candidate id (one no file of the repository holds) replaced by
 * a real candidate of the scratch folder. A script of {@code scripts/} that starts servers and
 * then runs {@code bin/sparqlcheck} runs as that {@code bin/sparqlcheck} command, against servers
 * the test started with the same {@code scripts/servers.sh}.
 */
public final class ShownCommands {
	private ShownCommands() {
	}

	private static final Pattern CANDIDATE_ID = Pattern.compile("c-[0-9a-f]{12}");
	private static final Pattern ENV_ASSIGNMENT = Pattern.compile("[A-Z_]+=.*");
	private static final Set<String> SERVER_ENGINES = Set.of("fuseki", "virtuoso", "blazegraph", "oxigraph");
	private static final Map<String, String> BUDGET = Map.ofEntries(Map.entry("--tries", "10"), Map.entry("--time", "2"),
		Map.entry("--rounds", "1"), Map.entry("--campaign-cases", "40"), Map.entry("--shard-tries", "40"), Map.entry("--shrink-samples", "1"),
		Map.entry("--heap-checks", "1000"), Map.entry("--engine-cases", "20"), Map.entry("--endpoint-cases", "20"),
		Map.entry("--budget-seconds", "2"), Map.entry("--old-release-cases", "20"),
		Map.entry("--old-release-warmup", "20"), Map.entry("--old-release-campaign-cases", "20"));
	/** What bench is given when the command does not say: the budget's bench options (its defaults are minutes each). */
	private static final Map<String, String> BENCH_BUDGET = new java.util.TreeMap<>(BUDGET);

	static {
		BENCH_BUDGET.keySet().removeAll(Set.of("--tries", "--time"));
	}

	/** The pages of docs/, without the README (whose commands {@link DocCommandsTests} runs). */
	public static List<DocCommandsTests.Shown> pages() throws IOException {
		List<DocCommandsTests.Shown> shown = new ArrayList<>();
		try (Stream<Path> files = Files.list(Path.of("docs"))) {
			for (Path page : files.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
				shown.addAll(DocCommandsTests.commands(page));
			}
		}
		return shown;
	}

	/** The words after any leading {@code NAME=value} environment assignments. */
	public static List<String> withoutEnvironment(List<String> words) {
		int i = 0;
		while (i < words.size() && ENV_ASSIGNMENT.matcher(words.get(i)).matches()) {
			i++;
		}
		List<String> rest = new ArrayList<>(words.subList(i, words.size()));
		if (!rest.isEmpty() && rest.get(rest.size() - 1).equals("&")) {
			rest.remove(rest.size() - 1); // run in the background: here, in turn
		}
		return rest;
	}

	/**
	 * The arguments of {@code bin/sparqlcheck} a shown command comes down to, or empty when it is not
	 * a sparqlcheck command: {@code bin/sparqlcheck ARGS}, {@code scripts/with-servers.sh ARGS} (which
	 * starts servers, then runs ARGS) and {@code scripts/endpoints-campaign.sh ARGS} (the same, for
	 * {@code endpoints --engines-file engines.yaml ARGS}).
	 */
	public static List<String> sparqlcheckArguments(List<String> shownWords) {
		List<String> w = withoutEnvironment(shownWords);
		if (w.isEmpty()) {
			return List.of();
		}
		List<String> args = new ArrayList<>();
		switch (w.get(0)) {
			case "bin/sparqlcheck", "scripts/with-servers.sh" -> args.addAll(w.subList(1, w.size()));
			case "scripts/endpoints-campaign.sh" -> {
				args.addAll(List.of("endpoints", "--engines-file", "engines.yaml"));
				args.addAll(w.subList(1, w.size()));
			}
			default -> {
			}
		}
		return args;
	}

	/** Whether the command runs on SPARQL servers (an endpoint engine of engines.yaml, or the {@code endpoints} command). */
	public static boolean needsServers(List<String> args) {
		if (!args.isEmpty() && args.get(0).equals("endpoints")) {
			return true;
		}
		for (String option : List.of("--engines", "--endpoint-engines")) {
			int engines = args.indexOf(option);
			if (engines >= 0 && engines + 1 < args.size() && Stream.of(args.get(engines + 1).split(",")).anyMatch(SERVER_ENGINES::contains)) {
				return true;
			}
		}
		return false;
	}

	/** Whether the command runs managed engines ({@code name@version}), which install releases and start servers. */
	public static boolean needsManagedEngines(List<String> args) {
		int engines = args.indexOf("--engines");
		return engines >= 0 && engines + 1 < args.size() && args.get(engines + 1).contains("@");
	}

	/**
	 * The command with the small budget, under {@code scratch}: budgets capped, paths under
	 * {@code target/} (and {@code /tmp/}) moved into {@code scratch}, {@code engines.yaml} replaced by
	 * {@code enginesFile} when there is one, placeholder candidate ids replaced by {@code candidate}
	 * of {@code candidates}, and the ledger or findings file a command writes to copied first.
	 */
	public static List<String> budgeted(List<String> args, Path scratch, Path enginesFile, String candidate, Path candidates)
		throws IOException {
		Set<String> realIds = realIds();
		List<String> argv = new ArrayList<>();
		for (int i = 0; i < args.size(); i++) {
			String word = args.get(i);
			String previous = i > 0 ? args.get(i - 1) : "";
			if (BUDGET.containsKey(previous) && Long.parseLong(word) > Long.parseLong(BUDGET.get(previous))) {
				word = BUDGET.get(previous);
			} else if (word.startsWith("target/") || word.startsWith("/tmp/")) {
				word = scratch.resolve(word.replaceFirst("^(target|/tmp)/", "")).toString();
			} else if (word.equals("engines.yaml") && enginesFile != null) {
				word = enginesFile.toString();
			} else if (CANDIDATE_ID.matcher(word).matches() && !realIds.contains(word)) {
				word = candidate;
			}
			argv.addAll(expanded(word));
		}
		if (argv.get(0).equals("bench")) {
			BENCH_BUDGET.forEach((option, value) -> {
				if (!argv.contains(option)) {
					argv.addAll(List.of(option, value)); // bench's defaults are minutes of work each
				}
			});
		}
		String synopsis = Main.synopsis(argv.get(0)).orElse("");
		if (synopsis.contains("[--file F]") && !argv.contains("--file")) {
			argv.addAll(List.of("--file", candidates.toString()));
		}
		if (argv.get(0).equals("promote")) {
			argv.addAll(List.of("--ledger", copy(Path.of("ledger.jsonl"), scratch).toString()));
		}
		if (argv.get(0).equals("finding")) {
			argv.addAll(List.of("--findings", copy(Path.of("findings.jsonl"), scratch).toString()));
		}
		return DocCommandsTests.smallBudget(argv, scratch.resolve("out-" + argv.get(0)));
	}

	/** A word with a {@code *} in its last part expanded as a shell would, to the sorted matching paths (itself when none match). */
	private static List<String> expanded(String word) throws IOException {
		Path path = Path.of(word);
		if (!word.contains("*") || path.getParent() == null || !Files.isDirectory(path.getParent())) {
			return List.of(word);
		}
		java.nio.file.PathMatcher glob = path.getFileSystem().getPathMatcher("glob:" + path.getFileName());
		try (Stream<Path> files = Files.list(path.getParent())) {
			List<String> matches = files.filter(f -> glob.matches(f.getFileName())).map(Path::toString).sorted().toList();
			return matches.isEmpty() ? List.of(word) : matches;
		}
	}

	/**
	 * Runs {@code argv} through the command line, in this JVM, or in a JVM of its own for a bench that
	 * times jqwik properties (its generation session cannot start inside the jqwik test that runs
	 * it); its exit status and everything it printed.
	 */
	public static Ran run(List<String> argv) {
		int only = argv.indexOf("--only");
		if (argv.get(0).equals("bench") && (only < 0 || argv.get(only + 1).contains("oracles"))) {
			return inChildJvm(argv);
		}
		ByteArrayOutputStream text = new ByteArrayOutputStream();
		PrintStream stream = new PrintStream(text, true, StandardCharsets.UTF_8);
		int status = Main.run(argv.toArray(String[]::new), new CliContext(CliContext.standard().catalog(), System.getenv(), stream, stream));
		return new Ran(argv, status, text.toString(StandardCharsets.UTF_8));
	}

	private static Ran inChildJvm(List<String> argv) {
		List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
			"-cp", System.getProperty("java.class.path"), "io.sparqlcheck.cli.Main"));
		command.addAll(argv);
		try {
			Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
			String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			return new Ran(argv, p.waitFor(), output);
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(e);
		}
	}

	/** A command that ran: its arguments, exit status and output. */
	public record Ran(List<String> argv, int status, String output) {
	}

	private static Path copy(Path file, Path scratch) throws IOException {
		Path copy = scratch.resolve("copy-of-" + file.getFileName());
		Files.copy(file, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
		return copy;
	}

	/** The candidate ids the repository's ledger, findings and attributions name. */
	private static Set<String> realIds() throws IOException {
		Set<String> ids = new java.util.HashSet<>();
		for (String file : List.of("ledger.jsonl", "findings.jsonl", "attributions.jsonl")) {
			java.util.regex.Matcher m = CANDIDATE_ID.matcher(Files.readString(Path.of(file)));
			while (m.find()) {
				ids.add(m.group());
			}
		}
		return ids;
	}
}
