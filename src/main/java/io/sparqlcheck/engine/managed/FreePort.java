package io.sparqlcheck.engine.managed;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** A free TCP port on 127.0.0.1, for a server the tool starts itself. */
final class FreePort {
	private FreePort() {
	}

	static int onLoopback() {
		try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			return s.getLocalPort();
		} catch (IOException e) {
			throw new ManagedEngineException("no free port on 127.0.0.1: " + e.getMessage());
		}
	}
}
