package io.sparqlcheck.ledger;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The exception class a failure's cause names, so that two engine failures are the same failure
 * only when they fail with the same exception, not merely in the same category: RDF4J 4.0.0 answers
 * one repro of "Node has no parent" (an {@code IllegalStateException}) with a
 * {@code ConcurrentModificationException}, also an evaluation error, and bisection counted it as the
 * recorded failure.
 *
 * <p>A cause is text (an in-process engine's {@code Class: message}, an endpoint's
 * {@code HTTP 500 type: body} whose body may be a server-side {@code Class: message}, the client's
 * {@code Outer: message <- Inner: message} chain). The exception class is the <em>deepest</em> one
 * named at the head of a link of that chain: a fully qualified name ending in {@code Exception},
 * {@code Error} or {@code Throwable}, at the start of the text or right after {@code ": "},
 * {@code "<- "} or {@code "(body: "}, and followed by {@code ':'}, a space, {@code ')'} or the end. The
 * deepest is compared because a wrapper differs between an engine in-process and the same engine
 * behind a server ({@code QueryEvaluationException: java.lang.IllegalStateException: ...} against
 * {@code java.lang.IllegalStateException: ...}) while the exception that was thrown first does not.
 * A class name inside a message ({@code Cannot invoke "org.x.Value.isLiteral()"}) is not at a link's
 * head and is never taken.
 *
 * <p>Some servers send the message without the class: Fuseki answers Jena's
 * {@code java.lang.NullPointerException: Cannot invoke "...clear()" because "this.hashTable" is null}
 * with a 500 whose body is the message alone. When one side names a class and the other none, they
 * are the same failure only when the named side's message is in the other's text ({@link #same}).
 *
 * <p>An endpoint failure the client turned into an exception reads {@code HTTP 500: Outer: message
 * <- Inner: message}, where Outer and Inner are the <em>client's</em> exceptions (RDF4J's
 * SPARQLRepository wrapping Fuseki's answer in a {@code QueryEvaluationException}) and each message
 * is the server's text: there, the class at the head of each link is dropped, and only a class the
 * server's text names counts.
 */
public final class ExceptionClass {
	private ExceptionClass() {
	}

	private static final Pattern NAMED = Pattern.compile(
		"(?<=^|: |<- |\\(body: )((?:[A-Za-z_$][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error|Throwable))(?=[:\\s)]|$)");

	/** The deepest exception class the cause names, or empty when it names none (an HTTP status alone, a timeout). */
	public static Optional<String> deepest(String cause) {
		return last(cause).map(m -> m.group(1));
	}

	/**
	 * The message of the deepest exception the cause names: what follows its class and {@code ": "},
	 * up to the next link ({@code " <- "}, {@code " (body: "}) or the end; empty when there is none.
	 */
	public static Optional<String> deepestMessage(String cause) {
		return last(cause).flatMap(m -> {
			String text = serverSide(cause);
			String rest = text.substring(m.end());
			if (!rest.startsWith(": ")) {
				return Optional.empty();
			}
			rest = rest.substring(2);
			for (String end : new String[] {" <- ", " (body: "}) {
				int i = rest.indexOf(end);
				rest = i < 0 ? rest : rest.substring(0, i);
			}
			if (text.startsWith("(body: ", Math.max(0, m.start() - 7)) && rest.endsWith(")")) {
				rest = rest.substring(0, rest.length() - 1);
			}
			return rest.isBlank() ? Optional.empty() : Optional.of(rest.strip());
		});
	}

	/**
	 * Whether two causes name the same exception: the same deepest class when both name one; when
	 * only one does, its message found in the other's text; when neither does, nothing tells them
	 * apart here (the failure kind and the rest of the verdict still do).
	 */
	public static boolean same(String a, String b) {
		Optional<String> x = deepest(a), y = deepest(b);
		if (x.isPresent() && y.isPresent()) {
			return x.equals(y);
		}
		if (x.isEmpty() && y.isEmpty()) {
			return true;
		}
		String named = x.isPresent() ? a : b, other = x.isPresent() ? b : a;
		return other != null && deepestMessage(named).map(other::contains).orElse(false);
	}

	private static final Pattern CLIENT_CHAIN = Pattern.compile("^HTTP [0-9]{3}: ");
	private static final Pattern CLIENT_HEAD = Pattern.compile("^(?:[A-Za-z_$][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error|Throwable)(?:: |$)");

	/** The cause with the client's exception classes left out (see the class comment), else as it is. */
	private static String serverSide(String cause) {
		Matcher http = CLIENT_CHAIN.matcher(cause);
		if (!http.find()) {
			return cause;
		}
		List<String> links = new ArrayList<>();
		for (String link : cause.substring(http.end()).split(" <- ", -1)) {
			links.add(CLIENT_HEAD.matcher(link).replaceFirst(""));
		}
		return http.group() + String.join(" <- ", links);
	}

	private static Optional<Matcher> last(String raw) {
		if (raw == null) {
			return Optional.empty();
		}
		String cause = serverSide(raw);
		Matcher m = NAMED.matcher(cause);
		int start = -1;
		while (m.find()) {
			start = m.start();
		}
		if (start < 0) {
			return Optional.empty();
		}
		Matcher at = NAMED.matcher(cause);
		at.find(start);
		return Optional.of(at);
	}
}
