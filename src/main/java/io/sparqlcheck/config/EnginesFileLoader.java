package io.sparqlcheck.config;

import io.sparqlcheck.config.YamlTree.Ctx;
import io.sparqlcheck.config.YamlTree.ListNode;
import io.sparqlcheck.config.YamlTree.MapNode;
import io.sparqlcheck.config.YamlTree.Node;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.QueryMethod;
import io.sparqlcheck.engine.endpoint.ResultFormat;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads engines.yaml with Jackson's YAML parser. The format:
 * <pre>
 * state-dir: .sparqlcheck/state          # optional; relative to the file's folder
 * engines:
 *   - name: jena
 *     kind: jena
 *   - name: jena-5.0                      # a release the tool installs and runs itself (docs/managed-engines.md)
 *     kind: managed
 *     product: jena                       # jena, rdf4j, rdf4j-noopt, oxigraph, comunica, blazegraph, virtuoso
 *     version: 5.0.0
 *   - name: virtuoso
 *     kind: sparql-endpoint
 *     preset: virtuoso                    # generic, fuseki, virtuoso, blazegraph, oxigraph
 *     query-url: http://127.0.0.1:8890/sparql
 *     update-url: http://127.0.0.1:8890/sparql-auth
 *     method: get                         # get (default), post-form, post-direct
 *     result-format: json                 # json (default), xml
 *     timeout-seconds: 10                 # default 10
 *     max-response-bytes: 16777216        # default 16 MiB
 *     user-env: VIRTUOSO_USER             # credentials: names of environment variables, never values
 *     password-env: VIRTUOSO_PASSWORD
 *     read-only: false                    # default false; true: never write, query `graph`
 *     graph: http://example.org/my-data   # read-only only
 *     restart: [scripts/start.sh, 8890]   # optional: run when the server dies or its store goes bad; it must
 *                                         # leave the server answering on a fresh store (docs/endpoints.md)
 * </pre>
 * Every error names the file, the line and the key. An unknown key, kind, preset, method or format,
 * a duplicate key or engine name, and a key that does not apply to the entry's kind are errors.
 */
public final class EnginesFileLoader {

	private static final Set<String> TOP_KEYS = Set.of("state-dir", "engines");
	private static final Set<String> EMBEDDED_KEYS = Set.of("name", "kind");
	private static final Set<String> ENDPOINT_KEYS = Set.of("name", "kind", "preset", "query-url", "update-url", "method",
		"result-format", "timeout-seconds", "max-response-bytes", "user-env", "password-env", "read-only", "graph", "restart");

	private EnginesFileLoader() {
	}

	/** Reads and checks the file. */
	public static EnginesFile load(Path file) throws ConfigException {
		String text;
		try {
			// a FIFO, a device or a directory would block or fail half-read: refused before it is opened
			if (Files.exists(file) && !Files.isRegularFile(file)) {
				throw new ConfigException(file + ": not a regular file (" + (Files.isDirectory(file) ? "a directory" : "a FIFO, socket or device")
					+ "); the engines file must be a plain YAML file");
			}
			text = utf8(file, Files.readAllBytes(file));
		} catch (NoSuchFileException e) {
			throw new ConfigException(file + ": no such engines file");
		} catch (IOException e) {
			throw new ConfigException(file + ": cannot read it: " + e.getMessage());
		}
		return parse(file, text);
	}

	/** The bytes as UTF-8, or an error naming the line (and column, in bytes) of the first byte that is not UTF-8. */
	private static String utf8(Path file, byte[] bytes) throws ConfigException {
		java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
		java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length);
		java.nio.charset.CoderResult r = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
			.onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
			.onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT).decode(in, out, true);
		if (r.isError()) {
			int at = in.position();
			int line = 1;
			int lineStart = 0;
			for (int i = 0; i < at; i++) {
				if (bytes[i] == '\n') {
					line++;
					lineStart = i + 1;
				}
			}
			throw new ConfigException(file + ":" + line + ": not UTF-8 (byte 0x" + String.format("%02X", bytes[at] & 0xff)
				+ " at column " + (at - lineStart + 1) + "); save the engines file as UTF-8");
		}
		return out.flip().toString();
	}

	/** Parses {@code text} as the content of {@code file} (which names the file in errors and anchors state-dir). */
	public static EnginesFile parse(Path file, String text) throws ConfigException {
		Node root = YamlTree.read(file, text);
		if (!(root instanceof MapNode top)) {
			throw new ConfigException(file + ":" + root.line() + ": the top level must be a mapping with a key 'engines'");
		}
		Ctx ctx = new Ctx(file);
		ctx.onlyKeys(top, TOP_KEYS, "");
		Path base = file.toAbsolutePath().getParent();
		Path stateDir = base.resolve(".sparqlcheck/state");
		if (top.entries().containsKey("state-dir")) {
			stateDir = base.resolve(ctx.string(top, "state-dir", ""));
		}
		Node enginesNode = top.entries().get("engines");
		if (enginesNode == null) {
			throw new ConfigException(file + ":" + top.line() + ": missing key 'engines'");
		}
		if (!(enginesNode instanceof ListNode list)) {
			throw new ConfigException(file + ":" + enginesNode.line() + ": key 'engines' must be a list of engines");
		}
		List<EngineEntry> entries = new ArrayList<>();
		Set<String> names = new HashSet<>();
		for (int i = 0; i < list.items().size(); i++) {
			String path = "engines[" + i + "]";
			Node item = list.items().get(i);
			if (!(item instanceof MapNode m)) {
				throw new ConfigException(file + ":" + item.line() + ": " + path + " must be a mapping with name and kind");
			}
			EngineEntry entry = entry(ctx, m, path);
			if (!names.add(entry.name())) {
				throw new ConfigException(file + ":" + m.keyLine("name") + ": " + path + ".name: engine name '" + entry.name()
					+ "' is used twice");
			}
			entries.add(entry);
		}
		if (entries.isEmpty()) {
			throw new ConfigException(file + ":" + list.line() + ": key 'engines' lists no engine");
		}
		return new EnginesFile(file, stateDir, entries);
	}

	private static EngineEntry entry(Ctx ctx, MapNode m, String path) throws ConfigException {
		String name = ctx.required(m, "name", path);
		if (!name.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
			throw ctx.error(m.keyLine("name"), path + ".name", "engine name '" + name + "' must be letters, digits, '.', '_' or '-'");
		}
		EngineKind kind = ctx.parsed(m, "kind", path, EngineKinds::fromKey, null, true);
		if (!kind.endpoint()) {
			Set<String> keys = new HashSet<>(EMBEDDED_KEYS);
			keys.addAll(kind.settings().keySet());
			ctx.onlyKeys(m, keys, path, "for kind " + kind.key());
			Map<String, String> settings = new LinkedHashMap<>();
			for (var key : kind.settings().entrySet()) {
				settings.put(key.getKey(), ctx.parsed(m, key.getKey(), path, key.getValue(), null, true));
			}
			return new EngineEntry(m.line(), name, kind, null, null, null, null, null, null, 0, null, null, false, null, settings, null);
		}
		ctx.onlyKeys(m, ENDPOINT_KEYS, path, "for kind sparql-endpoint");
		Preset preset = ctx.parsed(m, "preset", path, Preset::fromKey, null, true);
		URI query = ctx.parsed(m, "query-url", path, EnginesFileLoader::httpUrl, null, true);
		URI update = ctx.parsed(m, "update-url", path, EnginesFileLoader::httpUrl, null, false);
		QueryMethod method = ctx.parsed(m, "method", path, QueryMethod::fromKey, QueryMethod.GET, false);
		ResultFormat format = ctx.parsed(m, "result-format", path, ResultFormat::fromKey, ResultFormat.JSON, false);
		long seconds = ctx.parsed(m, "timeout-seconds", path, s -> positive(s, "a timeout in whole seconds"), 10L, false);
		long cap = ctx.parsed(m, "max-response-bytes", path, s -> positive(s, "a size in bytes"), EndpointSettings.DEFAULT_MAX_RESPONSE_BYTES, false);
		String userEnv = ctx.parsed(m, "user-env", path, EnginesFileLoader::envName, null, false);
		String passwordEnv = ctx.parsed(m, "password-env", path, EnginesFileLoader::envName, null, false);
		boolean readOnly = ctx.parsed(m, "read-only", path, EnginesFileLoader::bool, false, false);
		String graph = ctx.parsed(m, "graph", path, s -> httpUrl(s).toString(), null, false);
		if ((userEnv == null) != (passwordEnv == null)) {
			String missing = userEnv == null ? "user-env" : "password-env";
			throw ctx.error(m.line(), path + "." + missing, "user-env and password-env go together; " + missing + " is missing");
		}
		if (!preset.methods().contains(method)) {
			throw ctx.error(m.keyLine("method"), path + ".method", "preset " + preset.key() + " does not support method "
				+ method.key() + " (supported: " + preset.methods().stream().map(QueryMethod::key).sorted().toList() + ")");
		}
		if (graph != null && !readOnly) {
			throw ctx.error(m.keyLine("graph"), path + ".graph", "graph is only for read-only endpoints; a writable one loads each dataset into a graph it creates");
		}
		if (!readOnly && update == null && !preset.namespacePerDataset()) {
			throw ctx.error(m.line(), path + ".update-url", "a writable " + preset.key() + " endpoint needs update-url (or read-only: true)");
		}
		if (readOnly && update != null) {
			throw ctx.error(m.keyLine("update-url"), path + ".update-url", "a read-only endpoint never writes; remove update-url");
		}
		List<String> restart = restart(ctx, m, path);
		if (readOnly && !restart.isEmpty()) {
			throw ctx.error(m.keyLine("restart"), path + ".restart", "a read-only endpoint is never restarted on a fresh store; remove restart");
		}
		return new EngineEntry(m.line(), name, kind, preset, query, update, method, format, Duration.ofSeconds(seconds), cap,
			userEnv, passwordEnv, readOnly, graph, Map.of(), restart);
	}

	/** The {@code restart} command: a list of one or more non-empty strings, program first; empty when the key is absent. */
	private static List<String> restart(Ctx ctx, MapNode m, String path) throws ConfigException {
		Node n = m.entries().get("restart");
		if (n == null) {
			return List.of();
		}
		String problem = "needs a list of strings, the program and its arguments (for example [scripts/start-fuseki.sh, 3330])";
		if (!(n instanceof ListNode l) || l.items().isEmpty()) {
			throw ctx.error(n.line(), path + ".restart", problem);
		}
		List<String> command = new ArrayList<>();
		for (Node item : l.items()) {
			if (!(item instanceof YamlTree.Scalar s) || s.isNull() || s.text().isBlank()) {
				throw ctx.error(item.line(), path + ".restart", problem);
			}
			command.add(s.text());
		}
		return command;
	}

	private static URI httpUrl(String s) {
		int scheme = s.indexOf("://");
		String rest = scheme < 0 ? s : s.substring(scheme + 3);
		int end = rest.length();
		for (char c : new char[] {'/', '?', '#'}) {
			int i = rest.indexOf(c);
			end = i >= 0 ? Math.min(end, i) : end;
		}
		if (rest.substring(0, end).contains("@")) {
			// never echo it: the part before '@' is a user name and, likely, a password
			throw new IllegalArgumentException("the URL holds credentials (user:password@): name environment variables"
				+ " in user-env and password-env instead (the URL is not shown here, as it holds a secret)");
		}
		try {
			URI u = new URI(s);
			if (!"http".equals(u.getScheme()) && !"https".equals(u.getScheme()) || u.getHost() == null) {
				throw new IllegalArgumentException("'" + s + "' is not an http or https URL with a host");
			}
			return u;
		} catch (URISyntaxException e) {
			throw new IllegalArgumentException("'" + s + "' is not a URL: " + e.getMessage());
		}
	}

	private static long positive(String s, String what) {
		try {
			long v = Long.parseLong(s.strip());
			if (v < 1) {
				throw new IllegalArgumentException("needs " + what + " of at least 1, got " + s);
			}
			return v;
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("needs " + what + ", got '" + s + "'");
		}
	}

	private static boolean bool(String s) {
		return switch (s) {
			case "true" -> true;
			case "false" -> false;
			default -> throw new IllegalArgumentException("needs true or false, got '" + s + "'");
		};
	}

	private static String envName(String s) {
		if (!s.matches("[A-Za-z_][A-Za-z0-9_]*")) {
			throw new IllegalArgumentException("needs the name of an environment variable (the value never goes in this file), got '"
				+ (s.length() > 3 ? s.substring(0, 2) + "..." : s) + "'");
		}
		return s;
	}
}
