package io.sparqlcheck.ledger;

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
 */
public final class ExceptionClass {
	private ExceptionClass() {
	}

	private static final Pattern NAMED = Pattern.compile(
		"(?<=^|: |<- |\\(body: )((?:[A-Za-z_$][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error|Throwable))(?=[:\\s)]|$)");

	/** The deepest exception class the cause names, or empty when it names none (an HTTP status alone, a timeout). */
	public static Optional<String> deepest(String cause) {
		if (cause == null) {
			return Optional.empty();
		}
		Matcher m = NAMED.matcher(cause);
		String last = null;
		while (m.find()) {
			last = m.group(1);
		}
		return Optional.ofNullable(last);
	}
}
