package io.sparqlcheck.endpoint;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A hostile SPARQL endpoint in a process of its own, on two loopback ports, for the fault-injection
 * suite: it trickles, never ends, declares huge bodies, redirects to its second port (which asks for
 * credentials and notes any it gets), checks a UTF-8 password, accepts updates, and hangs. Run as
 * {@code HostileServer PORTFILE LOGFILE USER PASSWORD}: it writes {@code PORT OTHERPORT} to PORTFILE
 * once both listen, and one line per event to LOGFILE ({@code steal ...}, {@code shut PATH BYTES},
 * {@code update ...}, {@code auth ok|bad}). The tests stop it by its PID. Every request loop is
 * bounded by the client going away or by a fixed count.
 */
public final class HostileServer {

	static final String GOOD = "{\"head\":{\"vars\":[\"s\"]},\"results\":{\"bindings\":[]}}";
	static final String ONE_ROW = "{\"head\":{\"vars\":[\"one\"]},\"results\":{\"bindings\":[{\"one\":{\"type\":\"literal\","
		+ "\"datatype\":\"http://www.w3.org/2001/XMLSchema#integer\",\"value\":\"1\"}}]}}";
	/** At most this many chunks or bytes of a never-ending answer: about ten minutes of the slowest. */
	static final int MAX_STEPS = 1_000_000;

	private final Path log;
	private final String user;
	private final String password;
	private int otherPort;

	private HostileServer(Path log, String user, String password) {
		this.log = log;
		this.user = user;
		this.password = password;
	}

	public static void main(String[] args) throws Exception {
		HostileServer s = new HostileServer(Path.of(args[1]), args[2], args[3]);
		InetAddress lo = InetAddress.getByName("127.0.0.1");
		ServerSocket main = new ServerSocket(0, 50, lo);
		ServerSocket other = new ServerSocket(0, 50, lo);
		s.otherPort = other.getLocalPort();
		s.listen(main, false);
		s.listen(other, true);
		Path tmp = Path.of(args[0] + ".tmp");
		Files.writeString(tmp, main.getLocalPort() + " " + other.getLocalPort());
		Files.move(tmp, Path.of(args[0]), java.nio.file.StandardCopyOption.ATOMIC_MOVE);
		Thread.currentThread().join();
	}

	private void listen(ServerSocket socket, boolean thief) {
		Thread t = new Thread(() -> {
			while (true) {
				try {
					Socket c = socket.accept();
					Thread h = new Thread(() -> handle(c, thief), "hostile-conn");
					h.setDaemon(true);
					h.start();
				} catch (IOException e) {
					return;
				}
			}
		}, "hostile-accept");
		t.start();
	}

	private synchronized void note(String line) {
		try {
			Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
		} catch (IOException ignored) {
			// a lost note fails the test that needed it
		}
	}

	private void handle(Socket c, boolean thief) {
		try (c; InputStream in = c.getInputStream(); OutputStream out = c.getOutputStream()) {
			c.setSoTimeout(120_000);
			for (int served = 0; served < 10_000; served++) {
				String requestLine = line(in);
				if (requestLine == null || requestLine.isEmpty()) {
					return;
				}
				Map<String, String> headers = new LinkedHashMap<>();
				for (String h = line(in); h != null && !h.isEmpty(); h = line(in)) {
					int colon = h.indexOf(':');
					headers.put(h.substring(0, colon).strip().toLowerCase(Locale.ROOT), h.substring(colon + 1).strip());
				}
				byte[] body = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
				String target = requestLine.split(" ")[1];
				String path = target.contains("?") ? target.substring(0, target.indexOf('?')) : target;
				String query = target.contains("?") ? URLDecoder.decode(target.substring(target.indexOf('?') + 1), StandardCharsets.UTF_8) : "";
				if (!serve(thief, path, query + "\n" + URLDecoder.decode(new String(body, StandardCharsets.UTF_8), StandardCharsets.UTF_8), headers, out)) {
					return;
				}
			}
		} catch (IOException ignored) {
			// the client went away: that is what most paths here are for
		}
	}

	/** Answers one request; false when the connection is done. */
	private boolean serve(boolean thief, String path, String text, Map<String, String> headers, OutputStream out) throws IOException {
		String auth = headers.get("authorization");
		if (thief) {
			if (auth != null) {
				note("steal " + auth);
			}
			reply(out, 401, "text/plain", "authenticate", "WWW-Authenticate: Basic realm=\"elsewhere\"\r\n");
			return true;
		}
		boolean preflight = text.contains("?one");
		switch (path) {
			case "/trickle" -> {
				head(out, 200, "application/sparql-results+json", "Content-Length: " + GOOD.length() + "\r\n");
				byte[] b = GOOD.getBytes(StandardCharsets.US_ASCII);
				for (int i = 0; i < b.length; i++) {
					sleep(500);
					out.write(b[i]);
					out.flush();
				}
				return true;
			}
			case "/endless", "/flood" -> {
				boolean slow = path.equals("/endless");
				head(out, 200, "application/sparql-results+json", "Transfer-Encoding: chunked\r\n");
				chunk(out, "{\"head\":{\"vars\":[\"s\"]},\"results\":{\"bindings\":[{\"s\":{\"type\":\"literal\",\"value\":\"x\"}}");
				long sent = 0;
				try {
					for (int i = 0; i < MAX_STEPS; i++) {
						String piece = slow ? ",{\"s\":{\"type\":\"literal\",\"value\":\"x\"}}" : ",{\"s\":{\"type\":\"literal\",\"value\":\"" + "x".repeat(4000) + "\"}}";
						chunk(out, piece);
						sent += piece.length();
						if (slow) {
							sleep(100);
						}
					}
				} catch (IOException shut) {
					note("shut " + path + " " + sent);
				}
				return false;
			}
			case "/hugelength" -> {
				head(out, 200, "application/sparql-results+json", "Content-Length: 1000000000000\r\n");
				long sent = 0;
				byte[] block = " ".repeat(8192).getBytes(StandardCharsets.US_ASCII);
				try {
					for (int i = 0; i < MAX_STEPS; i++) {
						out.write(block);
						sent += block.length;
					}
				} catch (IOException shut) {
					note("shut " + path + " " + sent);
				}
				return false;
			}
			case "/redirect", "/redirect-update" -> {
				reply(out, 302, "text/plain", "moved", "Location: http://127.0.0.1:" + otherPort + path + "\r\n");
				return true;
			}
			case "/auth" -> {
				if (auth == null) {
					reply(out, 401, "text/plain", "authenticate", "WWW-Authenticate: Basic realm=\"own\"\r\n");
					return true;
				}
				String pair = new String(Base64.getDecoder().decode(auth.substring("Basic ".length())), StandardCharsets.UTF_8);
				boolean ok = pair.equals(user + ":" + password);
				note("auth " + (ok ? "ok" : "bad"));
				reply(out, ok ? 200 : 403, ok ? "application/sparql-results+json" : "text/plain", ok ? (preflight ? ONE_ROW : GOOD) : "wrong password", "");
				return true;
			}
			case "/hang/query", "/answering/query" -> {
				if (path.startsWith("/hang") && !preflight && !text.contains("ASK")) {
					sleep(110_000);
					return false;
				}
				reply(out, 200, "application/sparql-results+json", preflight ? ONE_ROW : GOOD, "");
				return true;
			}
			case "/hang/update", "/answering/update" -> {
				String first = text.strip().lines().findFirst().orElse("");
				note("update " + path + " " + first);
				if (path.startsWith("/hang") && !text.contains("INSERT") && Files.exists(Path.of(log + ".refuse-drops"))) {
					sleep(110_000);
					return false;
				}
				reply(out, 204, "text/plain", "", "");
				return true;
			}
			default -> {
				reply(out, 404, "text/plain", "no such path " + path, "");
				return true;
			}
		}
	}

	private static void head(OutputStream out, int status, String type, String extra) throws IOException {
		out.write(("HTTP/1.1 " + status + " X\r\nContent-Type: " + type + "\r\n" + extra + "\r\n").getBytes(StandardCharsets.US_ASCII));
		out.flush();
	}

	private static void reply(OutputStream out, int status, String type, String body, String extra) throws IOException {
		byte[] b = body.getBytes(StandardCharsets.UTF_8);
		head(out, status, type, extra + "Content-Length: " + b.length + "\r\n");
		out.write(b);
		out.flush();
	}

	private static void chunk(OutputStream out, String s) throws IOException {
		byte[] b = s.getBytes(StandardCharsets.UTF_8);
		out.write((Integer.toHexString(b.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
		out.write(b);
		out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
		out.flush();
	}

	private static String line(InputStream in) throws IOException {
		StringBuilder b = new StringBuilder();
		for (int i = 0; i < 65_536; i++) {
			int c = in.read();
			if (c < 0) {
				return b.length() == 0 ? null : b.toString();
			}
			if (c == '\n') {
				return b.toString().strip();
			}
			b.append((char) c);
		}
		return b.toString();
	}

	private static void sleep(long ms) {
		try {
			Thread.sleep(ms);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
