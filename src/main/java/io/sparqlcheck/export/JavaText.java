package io.sparqlcheck.export;


/** Java source text helpers for generated classes: string literals and identifiers. */
final class JavaText {
	private JavaText() {
	}

	/** A Java string literal of {@code s}: quotes, backslashes, line breaks and every non-ASCII character escaped. */
	static String literal(String s) {
		return io.sparqlcheck.ledger.IssueReport.javaString(s);
	}

	/** A long text as a concatenation of one literal per line, for readability. */
	static String lines(String s, String indent) {
		if (s.isEmpty()) {
			return "\"\"";
		}
		StringBuilder b = new StringBuilder();
		String[] parts = s.split("(?<=\n)");
		for (int i = 0; i < parts.length; i++) {
			b.append(i == 0 ? "" : "\n" + indent + "+ ").append(literal(parts[i]));
		}
		return b.toString();
	}

	/** A constant name for a query role: {@code jena-ref} becomes {@code Q_JENA_REF}. */
	static String constant(String role) {
		return "Q_" + role.toUpperCase(java.util.Locale.ROOT).replaceAll("[^A-Z0-9]+", "_").replaceAll("^_|_$", "");
	}

	/** The class name for a record id: {@code c-1e6b20a8ad04} becomes {@code SparqlcheckC1e6b20a8ad04Test}. */
	static String className(String id) {
		StringBuilder b = new StringBuilder("Sparqlcheck");
		boolean upper = true;
		for (char ch : id.toCharArray()) {
			if (Character.isLetterOrDigit(ch) && ch < 0x80) {
				b.append(upper ? Character.toUpperCase(ch) : ch);
				upper = false;
			} else {
				upper = true;
			}
		}
		return b.append("Test").toString();
	}
}
