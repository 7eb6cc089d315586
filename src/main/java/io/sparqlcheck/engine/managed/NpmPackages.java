package io.sparqlcheck.engine.managed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Releases on the npm registry, through the {@code npm} on this machine: a package release installed
 * once into its own folder under the managed engines' home and reused, and the published versions.
 */
public final class NpmPackages {

	private static final long TIMEOUT_MINUTES = 10;
	private final Path home;

	public NpmPackages(Path home) {
		this.home = home;
	}

	/**
	 * The folder where {@code name@version} is installed (its node_modules inside), with any
	 * {@code companions} (other packages at fixed versions, {@code n3@1}), installed on first use.
	 */
	public Path install(String name, String version, String... companions) {
		Path dir = home.resolve("npm").resolve(name.replace('/', '+') + "-" + version);
		if (Files.isRegularFile(dir.resolve("node_modules").resolve(name).resolve("package.json"))) {
			return dir;
		}
		List<String> args = new ArrayList<>(List.of("install", "--no-audit", "--no-fund", "--loglevel=error", "--prefix",
			dir.toAbsolutePath().toString(), name + "@" + version));
		args.addAll(List.of(companions));
		int rc = npm(args, home);
		if (rc != 0 || !Files.isRegularFile(dir.resolve("node_modules").resolve(name).resolve("package.json"))) {
			throw new ManagedEngineException("cannot install " + name + " " + version + " from npm (is " + version
				+ " a published release?); log in " + home.resolve("npm.log"));
		}
		return dir;
	}

	/** Every published version of the package, in release order. */
	public List<String> versions(String name) {
		Path out = home.resolve("npm-versions-" + name + ".json");
		int rc = npm(List.of("view", name, "versions", "--json"), home, out);
		if (rc != 0) {
			throw new ManagedEngineException("cannot list the releases of " + name + " on npm (npm exit " + rc + ")");
		}
		List<String> versions = new ArrayList<>();
		try {
			Matcher m = Pattern.compile("\"([^\"]+)\"").matcher(Files.readString(out, StandardCharsets.UTF_8));
			while (m.find()) {
				versions.add(m.group(1));
			}
		} catch (IOException e) {
			throw new ManagedEngineException("cannot read " + out + ": " + e.getMessage());
		}
		versions.sort(Release::compareVersions);
		return versions;
	}

	private static int npm(List<String> args, Path dir) {
		return npm(args, dir, dir.resolve("npm.log"));
	}

	private static int npm(List<String> args, Path dir, Path output) {
		List<String> command = new ArrayList<>(List.of("npm"));
		command.addAll(args);
		try {
			Files.createDirectories(dir);
			Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(false)
				.redirectOutput(output.toFile()).redirectError(ProcessBuilder.Redirect.appendTo(dir.resolve("npm-errors.log").toFile())).start();
			if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
				p.destroyForcibly();
				throw new ManagedEngineException("npm did not finish in " + TIMEOUT_MINUTES + " minutes: " + String.join(" ", command));
			}
			return p.exitValue();
		} catch (IOException e) {
			throw ManagedEngineException.platform("managed Node engines", "cannot run npm (" + e.getMessage() + "): they need node and npm on the PATH");
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new ManagedEngineException("interrupted while npm ran");
		}
	}
}
