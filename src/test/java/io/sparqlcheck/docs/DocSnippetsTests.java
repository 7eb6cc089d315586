package io.sparqlcheck.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every Java snippet of README.md and docs/*.md is a piece of a test source that compiles and runs in
 * this suite: the line before its fence names the file ({@code <!-- snippet: src/test/java/... -->})
 * and the snippet's lines, leading white space aside, must be consecutive lines of that file. So a
 * snippet cannot drift from code that compiles: change one and this test names the other.
 */
class DocSnippetsTests {

	private static final Pattern FENCE = Pattern.compile("(?m)^(?:<!-- snippet: (\\S+) -->\\n)?```java\\n(.*?)^```", Pattern.DOTALL);

	record Snippet(Path doc, int line, String source, List<String> lines) {
	}

	static List<Path> docs() throws IOException {
		List<Path> docs = new ArrayList<>(List.of(Path.of("README.md")));
		try (Stream<Path> files = Files.list(Path.of("docs"))) {
			files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
		}
		return docs;
	}

	static List<Snippet> snippets(Path doc) throws IOException {
		String text = Files.readString(doc);
		List<Snippet> found = new ArrayList<>();
		Matcher m = FENCE.matcher(text);
		while (m.find()) {
			int line = (int) text.substring(0, m.start()).chars().filter(ch -> ch == '\n').count() + 1;
			found.add(new Snippet(doc, line, m.group(1), stripped(m.group(2))));
		}
		return found;
	}

	static List<String> stripped(String text) {
		return text.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
	}

	@Example
	void everyJavaSnippetIsTheTextOfACompiledTestSource() throws IOException {
		List<String> problems = new ArrayList<>();
		int checked = 0;
		for (Path doc : docs()) {
			for (Snippet s : snippets(doc)) {
				checked++;
				String where = s.doc() + ":" + s.line();
				if (s.source() == null) {
					problems.add(where + ": a java snippet without '<!-- snippet: src/test/java/... -->' on the line before it");
					continue;
				}
				Path source = Path.of(s.source());
				if (!s.source().startsWith("src/test/java/") || !Files.isRegularFile(source)) {
					problems.add(where + ": names " + s.source() + ", not a test source of this project");
					continue;
				}
				if (!containsRun(stripped(Files.readString(source)), s.lines())) {
					problems.add(where + ": its lines are not consecutive lines of " + s.source());
				}
			}
		}
		assertThat(problems).isEmpty();
		assertThat(checked).as("java snippets found in README.md and docs/").isGreaterThanOrEqualTo(3);
	}

	@Example
	void aSnippetThatDriftedIsCaught() {
		List<String> file = List.of("class A {", "int x = 1;", "int y = 2;", "}");
		assertThat(containsRun(file, List.of("int x = 1;", "int y = 2;"))).isTrue();
		assertThat(containsRun(file, List.of("int x = 1;", "int y = 3;"))).isFalse();
		assertThat(containsRun(file, List.of("class A {", "int y = 2;"))).isFalse();
	}

	static boolean containsRun(List<String> file, List<String> run) {
		return !run.isEmpty() && java.util.Collections.indexOfSubList(file, run) >= 0;
	}
}
