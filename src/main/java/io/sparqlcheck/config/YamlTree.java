package io.sparqlcheck.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * engines.yaml as a small tree of mappings, lists and scalars that remembers the line of every node and
 * key, so that {@link EnginesFileLoader}'s errors can name file, line and key; a key given twice is an
 * error here already (Jackson's YAML parser would keep the last).
 */
final class YamlTree {
	private YamlTree() {
	}

	/** The tree of {@code text}, the content of {@code file}; every error names the file and the line. */
	static Node read(Path file, String text) throws ConfigException {
		Node root;
		try (JsonParser p = new YAMLFactory().createParser(text)) {
			JsonToken first = p.nextToken();
			if (first == null) {
				throw new ConfigException(file + ":1: the file is empty; it needs a key 'engines'");
			}
			root = read(file, p, "");
		} catch (JsonProcessingException e) {
			int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
			// the parser quotes the line: a URL's user:password@ in it is never echoed
			throw new ConfigException(file + ":" + line + ": not valid YAML: "
				+ String.valueOf(e.getOriginalMessage()).replaceAll("(?<=//)[^/@\\s]*@", "***@"));
		} catch (IOException e) {
			throw new ConfigException(file + ": cannot parse it: " + e.getMessage());
		}
		return root;
	}

	sealed interface Node permits MapNode, ListNode, Scalar {
		int line();
	}

	record MapNode(int line, Map<String, Node> entries, Map<String, Integer> keyLines) implements Node {
		int keyLine(String key) {
			return keyLines.getOrDefault(key, line);
		}
	}

	record ListNode(int line, List<Node> items) implements Node {
	}

	record Scalar(int line, String text, boolean isNull) implements Node {
	}

	private static Node read(Path file, JsonParser p, String path) throws IOException, ConfigException {
		int line = p.currentTokenLocation().getLineNr();
		JsonToken t = p.currentToken();
		if (t == JsonToken.START_OBJECT) {
			Map<String, Node> entries = new LinkedHashMap<>();
			Map<String, Integer> keyLines = new LinkedHashMap<>();
			while (p.nextToken() == JsonToken.FIELD_NAME) {
				String key = p.currentName();
				int keyLine = p.currentTokenLocation().getLineNr();
				String keyPath = path.isEmpty() ? key : path + "." + key;
				if (entries.containsKey(key)) {
					throw new ConfigException(file + ":" + keyLine + ": " + keyPath + ": key '" + key + "' is given twice");
				}
				p.nextToken();
				entries.put(key, read(file, p, keyPath));
				keyLines.put(key, keyLine);
			}
			return new MapNode(line, entries, keyLines);
		}
		if (t == JsonToken.START_ARRAY) {
			List<Node> items = new ArrayList<>();
			int i = 0;
			while (p.nextToken() != JsonToken.END_ARRAY) {
				items.add(read(file, p, path + "[" + i++ + "]"));
			}
			return new ListNode(line, items);
		}
		return new Scalar(line, t == JsonToken.VALUE_NULL ? null : p.getText(), t == JsonToken.VALUE_NULL);
	}

	record Ctx(Path file) {
		ConfigException error(int line, String key, String message) {
			return new ConfigException(file + ":" + line + ": " + key + ": " + message);
		}

		void onlyKeys(MapNode m, Set<String> allowed, String path) throws ConfigException {
			onlyKeys(m, allowed, path, "");
		}

		void onlyKeys(MapNode m, Set<String> allowed, String path, String context) throws ConfigException {
			for (String key : m.entries.keySet()) {
				if (!allowed.contains(key)) {
					String full = path.isEmpty() ? key : path + "." + key;
					throw error(m.keyLine(key), full, "unknown key '" + key + "'" + (context.isEmpty() ? "" : " " + context)
						+ " (known: " + allowed.stream().sorted().toList() + ")");
				}
			}
		}

		String string(MapNode m, String key, String path) throws ConfigException {
			Node n = m.entries.get(key);
			String full = path.isEmpty() ? key : path + "." + key;
			if (!(n instanceof Scalar s) || s.isNull()) {
				throw error(n == null ? m.line() : n.line(), full, "needs a single value");
			}
			return s.text();
		}

		String required(MapNode m, String key, String path) throws ConfigException {
			if (!m.entries.containsKey(key)) {
				throw error(m.line(), path + "." + key, "missing key '" + key + "'");
			}
			return string(m, key, path);
		}

		<T> T parsed(MapNode m, String key, String path, Function<String, T> parse, T fallback, boolean required)
			throws ConfigException {
			if (!m.entries.containsKey(key)) {
				if (required) {
					throw error(m.line(), path + "." + key, "missing key '" + key + "'");
				}
				return fallback;
			}
			String text = string(m, key, path);
			try {
				return parse.apply(text);
			} catch (IllegalArgumentException e) {
				throw error(m.keyLine(key), path + "." + key, e.getMessage());
			}
		}
	}
}
