package io.sparqlcheck.engine.managed;

/**
 * A managed engine that cannot be had or started: the release is not published, the download
 * failed, the server did not come up. The message is one line naming the release and what failed.
 *
 * <p>When the cause is this machine rather than the release (the packages cannot be fetched, the
 * program cannot be executed, its loader or libraries do not load here, another CPU architecture),
 * the exception says so ({@link #platformCannotRun()}) and its message starts with {@link #PLATFORM},
 * so a test can skip with that reason instead of failing on something it does not test.
 */
public final class ManagedEngineException extends RuntimeException {

	/** How the message of an engine this machine cannot run starts. */
	public static final String PLATFORM = "this machine cannot run ";

	private final boolean platform;

	public ManagedEngineException(String message) {
		this(message, false);
	}

	private ManagedEngineException(String message, boolean platform) {
		super(message);
		this.platform = platform;
	}

	/** The release cannot run on this machine: {@code PLATFORM + what + ": " + why}. */
	static ManagedEngineException platform(Object what, String why) {
		return new ManagedEngineException(PLATFORM + what + ": " + why, true);
	}

	/** Whether the machine, not the release, is why the engine cannot be had or started. */
	public boolean platformCannotRun() {
		return platform;
	}
}
