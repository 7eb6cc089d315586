package io.sparqlcheck.engine.endpoint;

import java.net.URLEncoder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A user name and password for an endpoint, read from environment variables that engines.yaml
 * names. {@link #toString()} never shows them, and {@link #redact} removes them from any text before
 * it reaches a record, a report or a log line: as typed, in either Unicode normal form, as
 * {@code user:password}, in Basic's Base64 (of UTF-8 and of ISO-8859-1 bytes), URL-encoded (in
 * UTF-8 and ISO-8859-1, with {@code +} or {@code %20} for a space, hex in either case), and
 * JSON-escaped ({@code \u00e4}, {@code \/}).
 */
public final class Credentials {

	private final String user;
	private final String password;
	private final Pattern secret;

	/**
	 * @param user     the user name
	 * @param password the password, any Unicode: it is sent as UTF-8
	 */
	public Credentials(String user, String password) {
		this.user = Objects.requireNonNull(user, "user");
		this.password = Objects.requireNonNull(password, "password");
		this.secret = password.isEmpty() ? null : pattern(forms(user, password));
	}

	/** The user name. */
	public String user() {
		return user;
	}

	/** The password. */
	public String password() {
		return password;
	}

	/** The text with every form of the password (and of {@code user:password}) replaced by {@code ***}. */
	public String redact(String text) {
		if (text == null || secret == null) {
			return text;
		}
		return secret.matcher(text).replaceAll(Matcher.quoteReplacement("***"));
	}

	private static Set<String> forms(String user, String password) {
		Set<String> forms = new LinkedHashSet<>();
		for (String p : List.of(password, Normalizer.normalize(password, Normalizer.Form.NFC), Normalizer.normalize(password, Normalizer.Form.NFD))) {
			String pair = user + ":" + p;
			forms.add(p);
			forms.add(json(p, false));
			forms.add(json(p, true));
			for (Charset cs : List.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1)) {
				if (cs.newEncoder().canEncode(pair)) {
					forms.add(Base64.getEncoder().encodeToString(pair.getBytes(cs)));
					forms.add(Base64.getUrlEncoder().encodeToString(pair.getBytes(cs)));
					String url = URLEncoder.encode(p, cs);
					forms.add(url);
					forms.add(url.replace("+", "%20"));
				}
			}
		}
		forms.removeIf(String::isEmpty);
		return forms;
	}

	/** The text as a JSON string's content: non-ASCII as {@code \\uXXXX}, and optionally {@code /} as {@code \/}. */
	private static String json(String s, boolean slash) {
		StringBuilder b = new StringBuilder();
		for (char c : s.toCharArray()) {
			if (c == '"' || c == '\\') {
				b.append('\\').append(c);
			} else if (c == '/' && slash) {
				b.append("\\/");
			} else if (c < 0x20 || c > 0x7e) {
				b.append(String.format("\\u%04x", (int) c));
			} else {
				b.append(c);
			}
		}
		return b.toString();
	}

	/** One pattern of every form, longest first, case-insensitive (hex digits and escapes come in either case). */
	private static Pattern pattern(Set<String> forms) {
		List<String> sorted = new ArrayList<>(forms);
		sorted.sort(Comparator.comparingInt(String::length).reversed());
		return Pattern.compile(String.join("|", sorted.stream().map(Pattern::quote).toList()),
			Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
	}

	@Override
	public String toString() {
		return "Credentials[user=***, password=***]";
	}
}
