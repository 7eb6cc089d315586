package io.sparqlcheck.engine.managed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Debian packages of other suites than the machine's, through {@code apt-get} with a private
 * configuration under the managed engines' folder (its own sources, lists and cache; the system's
 * dpkg state is only read), so nothing the machine has installed changes: a package is
 * {@code apt-get download}ed and unpacked with {@code dpkg -x} into a folder of its own.
 */
final class DebianPackages {

	/** The suites searched besides the machine's own installed package, oldest first. */
	static final List<String> SUITES = List.of("bullseye", "trixie", "sid");
	private static final long TIMEOUT_MINUTES = 10;

	private final Path dir;
	/** What {@code apt-cache madison} said of each package, asked once per package. */
	private final Map<String, Map<String, String>> madison = new java.util.concurrent.ConcurrentHashMap<>();

	DebianPackages(Path home) {
		this.dir = home.resolve("debian");
	}

	/** Each Debian version of the package in {@link #SUITES}, with the suite that has it, oldest suite first. */
	Map<String, String> versions(String pkg) {
		return madison.computeIfAbsent(pkg, this::askVersions);
	}

	private Map<String, String> askVersions(String pkg) {
		updateOnce();
		Map<String, String> bySuite = new LinkedHashMap<>();
		for (String line : run(List.of("apt-cache", "madison", pkg), "cannot list " + pkg).split("\n")) {
			String[] f = line.split("\\|");
			if (f.length >= 3) {
				for (String suite : SUITES) {
					if (f[2].contains("debian " + suite + "/")) {
						bySuite.putIfAbsent(f[1].strip(), suite);
					}
				}
			}
		}
		return bySuite;
	}

	/** The version of {@code pkg} that suite has ({@code apt-cache madison}). */
	String versionIn(String pkg, String suite) {
		return versions(pkg).entrySet().stream().filter(e -> e.getValue().equals(suite)).map(Map.Entry::getKey).findFirst()
			.orElseThrow(() -> new ManagedEngineException("Debian " + suite + " has no " + pkg));
	}

	/**
	 * The package (name=version) of {@code suite} with every shared library it needs from that same suite,
	 * {@code libc6} included: the closure of its {@code Depends} and {@code Pre-Depends} over packages named
	 * {@code lib*} or {@code zlib*} (the first alternative the suite has), sorted. A binary of an older suite
	 * then runs on this machine through the suite's own loader and libraries, none of the machine's mixed in
	 * (bullseye's {@code virtuoso-t} needs {@code libssl.so.1.1} and {@code libldap_r-2.4}, which bookworm lacks).
	 */
	List<String> withLibraries(String pkg, String suite) {
		java.util.TreeMap<String, String> found = new java.util.TreeMap<>();
		java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(List.of(pkg, "libc6"));
		while (!todo.isEmpty()) {
			String name = todo.poll();
			if (found.containsKey(name)) {
				continue;
			}
			String version = versionIn(name, suite);
			found.put(name, version);
			String show = run(List.of("apt-cache", "show", name + "=" + version), "cannot read the control of " + name + " " + version);
			// the first stanza: one version may be listed once per suite that has it
			for (String line : show.split("\n\n", 2)[0].split("\n")) {
				if (line.startsWith("Depends:") || line.startsWith("Pre-Depends:")) {
					for (String clause : line.substring(line.indexOf(':') + 1).split(",")) {
						firstInSuite(clause, suite).filter(d -> d.startsWith("lib") || d.startsWith("zlib")).ifPresent(todo::add);
					}
				}
			}
		}
		List<String> packages = new ArrayList<>();
		found.forEach((name, version) -> packages.add(name + "=" + version));
		return packages;
	}

	/** The first alternative of a dependency clause ({@code a (>= 1) | b}) that the suite has. */
	private java.util.Optional<String> firstInSuite(String clause, String suite) {
		for (String alternative : clause.split("\\|")) {
			String name = alternative.strip().split("[ (:]", 2)[0];
			if (versions(name).containsValue(suite)) {
				return java.util.Optional.of(name);
			}
		}
		return java.util.Optional.empty();
	}

	/** The packages (name=version) downloaded and unpacked into {@code into}, once. */
	Path unpack(List<String> packages, Path folder) {
		Path into = folder.toAbsolutePath();
		Path done = into.resolve("complete");
		String list = String.join("\n", packages) + "\n";
		try {
			if (Files.isRegularFile(done) && Files.readString(done, StandardCharsets.UTF_8).equals(list)) {
				return into;
			}
		} catch (IOException e) {
			throw new ManagedEngineException("cannot read " + done + ": " + e.getMessage());
		}
		Path debs = into.resolve("debs");
		try {
			Files.createDirectories(debs);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot make " + debs + ": " + e.getMessage());
		}
		List<String> download = new ArrayList<>(List.of("apt-get", "download", "-q"));
		download.addAll(packages);
		run(download, debs, "cannot download " + String.join(" ", packages) + " with apt-get");
		try (var files = Files.list(debs)) {
			for (Path deb : files.filter(p -> p.toString().endsWith(".deb")).toList()) {
				run(List.of("dpkg", "-x", deb.toString(), into.toString()), debs, "cannot unpack " + deb);
			}
			Files.writeString(done, list, StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot unpack into " + into + ": " + e.getMessage());
		}
		return into;
	}

	private void updateOnce() {
		Path updated = dir.resolve("updated");
		if (Files.isRegularFile(updated)) {
			return;
		}
		try {
			for (String sub : List.of("lists/partial", "cache/archives/partial", "etc/sources.list.d", "etc/preferences.d")) {
				Files.createDirectories(dir.resolve(sub));
			}
			StringBuilder sources = new StringBuilder();
			SUITES.forEach(s -> sources.append("deb http://deb.debian.org/debian ").append(s).append(" main\n"));
			Files.writeString(dir.resolve("etc/sources.list"), sources, StandardCharsets.UTF_8);
			Path d = dir.toAbsolutePath();
			Files.writeString(dir.resolve("apt.conf"), String.join("\n",
				"Dir::State \"" + d + "\";", "Dir::State::Lists \"" + d.resolve("lists") + "\";", "Dir::State::status \"/var/lib/dpkg/status\";",
				"Dir::Cache \"" + d.resolve("cache") + "\";", "Dir::Etc::SourceList \"" + d.resolve("etc/sources.list") + "\";",
				"Dir::Etc::SourceParts \"" + d.resolve("etc/sources.list.d") + "\";", "Dir::Etc::Preferences \"" + d.resolve("etc/preferences") + "\";",
				"Dir::Etc::PreferencesParts \"" + d.resolve("etc/preferences.d") + "\";", ""), StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot write an apt configuration under " + dir + ": " + e.getMessage());
		}
		run(List.of("apt-get", "update", "-q"), "cannot read the package lists of Debian " + String.join(", ", SUITES) + " with apt-get");
		try {
			Files.writeString(updated, "", StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot write " + updated + ": " + e.getMessage());
		}
	}

	private String run(List<String> command, String failure) {
		return run(command, dir, failure);
	}

	private String run(List<String> command, Path in, String failure) {
		try {
			Files.createDirectories(in);
			Path log = in.resolve("apt.log");
			ProcessBuilder pb = new ProcessBuilder(command).directory(in.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
			pb.environment().put("APT_CONFIG", dir.toAbsolutePath().resolve("apt.conf").toString());
			Process p = pb.start();
			if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
				p.destroyForcibly();
				throw ManagedEngineException.platform("Debian packages", failure + ": no answer in " + TIMEOUT_MINUTES + " minutes");
			}
			String out = Files.readString(log, StandardCharsets.UTF_8);
			if (p.exitValue() != 0) {
				throw ManagedEngineException.platform("Debian packages", failure + " (exit " + p.exitValue() + "; log in " + log + ")");
			}
			return out;
		} catch (IOException e) {
			throw ManagedEngineException.platform("Debian packages", failure + ": " + e.getMessage());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new ManagedEngineException("interrupted: " + failure);
		}
	}
}
