package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.Grammar;
import io.sparqlcheck.arbitraries.Grammars;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Command-line options of the form {@code --name value} or {@code --flag}, plus positional
 * arguments. Every option a command reads must be declared by reading it; {@link #rejectUnknown()}
 * then turns a misspelt option into an error instead of a silent default.
 */
public final class Args {

	private final String command;
	private final Map<String, String> options = new LinkedHashMap<>();
	private final List<String> positional = new ArrayList<>();
	private final java.util.Set<String> read = new java.util.HashSet<>();
	/** Options given with no value ({@code --quiet}, or {@code --tries} at the end by mistake). */
	private final java.util.Set<String> bare = new java.util.HashSet<>();

	private Args(String command) {
		this.command = command;
	}

	/** Parses {@code args[from..]}; {@code command} names the command in error messages. */
	public static Args parse(String command, String[] args, int from) {
		Args a = new Args(command);
		for (int i = from; i < args.length; i++) {
			String arg = args[i];
			if (arg.startsWith("--")) {
				String name = arg.substring(2);
				String value = "true";
				int eq = name.indexOf('=');
				if (eq >= 0) {
					value = name.substring(eq + 1);
					name = name.substring(0, eq);
				} else if (i + 1 < args.length && !args[i + 1].startsWith("--")) {
					value = args[++i];
				} else {
					a.bare.add(name);
				}
				if (a.options.put(name, value) != null) {
					throw new UsageException(command + ": option --" + name + " given twice");
				}
			} else {
				a.positional.add(arg);
			}
		}
		return a;
	}

	/**
	 * The value of {@code --name VALUE}, if given.
	 *
	 * @throws UsageException when the option was given with no value
	 */
	public Optional<String> option(String name) {
		read.add(name);
		if (bare.contains(name)) {
			throw new UsageException(command + ": --" + name + " needs a value");
		}
		return Optional.ofNullable(options.get(name));
	}

	public String option(String name, String fallback) {
		return option(name).orElse(fallback);
	}

	public boolean flag(String name) {
		read.add(name);
		return Optional.ofNullable(options.get(name)).map(v -> !v.equals("false")).orElse(false);
	}

	public long longOption(String name, long fallback) {
		return option(name).map(v -> parseLong(name, v)).orElse(fallback);
	}

	public int intOption(String name, int fallback) {
		return option(name).map(v -> {
			long l = parseLong(name, v);
			if (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
				throw new UsageException(command + ": --" + name + " " + v + " is out of range");
			}
			return (int) l;
		}).orElse(fallback);
	}

	/**
	 * {@code --grammar VERSION}: the grammar of that version from the registry ({@link Grammars}),
	 * the default version when the option is absent. Every command that generates cases reads its
	 * grammar here, so an unknown version is the same usage error everywhere, listing the known ones.
	 */
	public Grammar grammar() {
		return grammar(Grammars.DEFAULT_VERSION);
	}

	/** {@code --grammar VERSION}, as {@link #grammar()}, with this version when the option is absent. */
	public Grammar grammar(String defaultVersion) {
		return grammarOption("grammar", defaultVersion);
	}

	/** A grammar version named by this option, this version when absent; one usage error naming the option when unknown. */
	public Grammar grammarOption(String name, String defaultVersion) {
		String version = option(name, defaultVersion);
		try {
			return Grammars.byVersion(version);
		} catch (IllegalArgumentException e) {
			throw new UsageException(command + ": --" + name + ": " + e.getMessage());
		}
	}

	public List<String> positional() {
		return positional;
	}

	/**
	 * Fails on any option no one read: a typo is an error, never a default. The error lists the
	 * options the command did read, so the user sees what was meant ("unknown option --finding; it
	 * takes --file, --findings, --ledger").
	 */
	public void rejectUnknown() {
		for (String name : options.keySet()) {
			if (!read.contains(name)) {
				throw new UsageException(command + ": unknown option --" + name + "; it takes "
					+ read.stream().sorted().map(o -> "--" + o).collect(java.util.stream.Collectors.joining(", ")));
			}
		}
	}

	private long parseLong(String name, String v) {
		try {
			return Long.parseLong(v.strip());
		} catch (NumberFormatException e) {
			throw new UsageException(command + ": --" + name + " needs an integer, got '" + v + "'");
		}
	}

	/** A usage error: printed as one line, exit status 2. */
	public static final class UsageException extends RuntimeException {
		public UsageException(String message) {
			super(message);
		}
	}
}
