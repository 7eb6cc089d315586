package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.Credentials;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * {@code virtuoso@VERSION}: Virtuoso Open Source of that upstream release as Debian packages it
 * ({@code virtuoso-opensource-7-bin}), through the virtuoso preset. The machine's installed package
 * is run as it is; another release comes from a suite of {@link DebianPackages#SUITES}, downloaded and
 * unpacked into the managed engines' folder with that suite's C library and every shared library it
 * needs from that suite ({@link DebianPackages#withLibraries}), and run through that library's own
 * dynamic loader (trixie's {@code virtuoso-t} needs glibc 2.38; bookworm has 2.36; bullseye's needs
 * OpenSSL 1.1, which bookworm does not have). Each
 * run has its own database and ini in its run folder, both ports on 127.0.0.1, user dba/dba.
 */
final class ManagedVirtuoso {

	static final String PACKAGE = "virtuoso-opensource-7-bin";
	private static final String INSTALLED = "/usr/bin/virtuoso-t";

	private ManagedVirtuoso() {
	}

	/** The upstream releases: the installed package's and every one the suites have, in release order. */
	static List<String> releases(DebianPackages debian) {
		TreeSet<String> upstream = new TreeSet<>(Release::compareVersions);
		installed().ifPresent(v -> upstream.add(upstreamOf(v)));
		debian.versions(PACKAGE).keySet().forEach(v -> upstream.add(upstreamOf(v)));
		return new ArrayList<>(upstream);
	}

	static ManagedServer start(Release release, Path home, DebianPackages debian) {
		List<String> binary = binary(release, home, debian);
		return ManagedServer.start(release, EngineFamily.VIRTUOSO, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				Path ini = runDir.resolve("virtuoso.ini").toAbsolutePath();
				int isqlPort = FreePort.onLoopback(); // each start its own: a restart may find the old one still in TIME_WAIT
				try {
					Files.createDirectories(runDir.resolve("db"));
					Files.createDirectories(runDir.resolve("root"));
					Files.writeString(ini, ini(runDir.toAbsolutePath(), port, isqlPort), StandardCharsets.UTF_8);
				} catch (IOException e) {
					throw new ManagedEngineException("cannot write " + ini + ": " + e.getMessage());
				}
				List<String> command = new ArrayList<>(binary);
				command.addAll(List.of("+foreground", "+configfile", ini.toString()));
				return new ProcessBuilder(command);
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				URI base = URI.create("http://127.0.0.1:" + port);
				return EndpointSettings.of(name, Preset.VIRTUOSO, base.resolve("/sparql"), base.resolve("/sparql-auth"), runDir)
					.withCredentials(new Credentials("dba", "dba"));
			}
		});
	}

	/** The command that runs the release's {@code virtuoso-t}. */
	private static List<String> binary(Release release, Path home, DebianPackages debian) {
		if (installed().map(ManagedVirtuoso::upstreamOf).filter(release.version()::equals).isPresent()) {
			return List.of(INSTALLED);
		}
		if (!"amd64".equals(System.getProperty("os.arch"))) {
			throw ManagedEngineException.platform(release, "Debian's packages are fetched for amd64, this Java runs on " + System.getProperty("os.arch"));
		}
		// the oldest suite that has the release (trixie before sid), so the same package is run on every machine
		java.util.Map<String, String> versions = debian.versions(PACKAGE);
		String suite = DebianPackages.SUITES.stream().filter(su -> versions.entrySet().stream()
				.anyMatch(e -> e.getValue().equals(su) && upstreamOf(e.getKey()).equals(release.version()))).findFirst()
			.orElseThrow(() -> new ManagedEngineException("no Debian package of Virtuoso " + release.version() + " (releases here: "
				+ String.join(", ", releases(debian)) + ")"));
		String version = debian.versionIn(PACKAGE, suite);
		// unpacked once with its libraries (a folder of its own: an older tree without them never runs here)
		Path folder = home.resolve("debian").resolve("virtuoso-" + version.replace(':', '_') + "-" + suite + "-with-libraries").toAbsolutePath();
		Path root = Files.isRegularFile(folder.resolve("complete")) ? folder : debian.unpack(debian.withLibraries(PACKAGE, suite), folder);
		return command(root, release);
	}

	/**
	 * {@code virtuoso-t} of an unpacked tree run through the tree's own loader, with the tree's library
	 * folders only: bullseye keeps its loader and libraries in {@code lib/}, trixie (merged /usr) in
	 * {@code usr/lib/}; {@code lib64/ld-linux-x86-64.so.2} is a link to an absolute path, so it is never used.
	 */
	static List<String> command(Path root, Release release) {
		List<String> libs = new ArrayList<>();
		for (String dir : List.of("lib/x86_64-linux-gnu", "usr/lib/x86_64-linux-gnu")) {
			if (Files.isDirectory(root.resolve(dir))) {
				libs.add(root.resolve(dir).toString());
			}
		}
		Path loader = libs.stream().map(d -> Path.of(d, "ld-linux-x86-64.so.2")).filter(Files::isExecutable).findFirst()
			.orElseThrow(() -> ManagedEngineException.platform(release, "no ld-linux-x86-64.so.2 in " + root
				+ " (lib/x86_64-linux-gnu or usr/lib/x86_64-linux-gnu)"));
		return List.of(loader.toString(), "--inhibit-cache", "--library-path", String.join(":", libs),
			root.resolve("usr/bin/virtuoso-t").toString());
	}

	/** {@code 7.2.5.1} for the Debian version {@code 7.2.5.1+dfsg1-0.3}. */
	static String upstreamOf(String debianVersion) {
		String v = debianVersion.contains(":") ? debianVersion.substring(debianVersion.indexOf(':') + 1) : debianVersion;
		return v.split("[+~-]", 2)[0];
	}

	private static Optional<String> installed() {
		if (!Files.isExecutable(Path.of(INSTALLED))) {
			return Optional.empty();
		}
		try {
			Process p = new ProcessBuilder("dpkg-query", "-W", "-f=${Version}", PACKAGE).redirectErrorStream(true).start();
			String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			return p.waitFor() == 0 && !out.isEmpty() ? Optional.of(out) : Optional.empty();
		} catch (IOException e) {
			return Optional.empty();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return Optional.empty();
		}
	}

	private static String ini(Path run, int port, int isqlPort) {
		Path db = run.resolve("db");
		return String.join("\n", "[Database]", "DatabaseFile = " + db.resolve("virtuoso.db"), "ErrorLogFile = " + db.resolve("virtuoso.log"),
			"LockFile = " + db.resolve("virtuoso.lck"), "TransactionFile = " + db.resolve("virtuoso.trx"),
			"xa_persistent_file = " + db.resolve("virtuoso.pxa"), "Striping = 0", "TempStorage = TempDatabase",
			"[TempDatabase]", "DatabaseFile = " + db.resolve("virtuoso-temp.db"), "TransactionFile = " + db.resolve("virtuoso-temp.trx"),
			"[Parameters]", "ServerPort = 127.0.0.1:" + isqlPort, "ServerThreads = 10", "NumberOfBuffers = 10000", "MaxDirtyBuffers = 6000",
			"DirsAllowed = .", "[HTTPServer]", "ServerPort = 127.0.0.1:" + port, "ServerRoot = " + run.resolve("root"), "ServerThreads = 10",
			"MaxKeepAlives = 10", "KeepAliveTimeout = 10", "[SPARQL]", "ResultSetMaxRows = 100000", "MaxQueryExecutionTime = 30",
			"MaxQueryCostEstimationTime = 0", "");
	}
}
