package io.sparqlcheck.campaign;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * A fingerprint of everything a campaign generated: the sum, modulo 2^256, of SHA-256 of each
 * (seed, case fingerprint) pair. A sum does not depend on order, so shards can be merged by adding
 * their fingerprints, and two runs that generated the same cases for the same seeds print the same
 * fingerprint, whatever their sharding.
 */
public final class Fingerprint {

	private static final BigInteger MODULUS = BigInteger.ONE.shiftLeft(256);

	private BigInteger sum = BigInteger.ZERO;
	/** One digest for all the pairs this fingerprint adds (digest() resets it): not shared between threads. */
	private MessageDigest digest;

	/** Adds SHA-256 of {@code seed:caseFingerprint}. */
	public void add(long seed, String caseFingerprint) {
		if (digest == null) {
			digest = sha256();
		}
		add(term(digest, seed, caseFingerprint));
	}

	/**
	 * What {@link #add(long, String)} adds for the pair, worked out apart (a campaign's case feed does
	 * it ahead, off the campaign's thread) with the caller's digest.
	 */
	static BigInteger term(MessageDigest digest, long seed, String caseFingerprint) {
		digest.update((seed + ":" + caseFingerprint).getBytes(StandardCharsets.US_ASCII));
		return new BigInteger(1, digest.digest());
	}

	/** Adds a {@link #term}. */
	void add(BigInteger term) {
		sum = sum.add(term).mod(MODULUS);
	}

	/** A new SHA-256 digest. */
	static MessageDigest sha256() {
		try {
			return MessageDigest.getInstance("SHA-256");
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("SHA-256 is required by every Java platform", e);
		}
	}

	public void add(String hex) {
		sum = sum.add(new BigInteger(hex, 16)).mod(MODULUS);
	}

	/** 64 hex digits. */
	public String hex() {
		String h = sum.toString(16);
		return "0".repeat(64 - h.length()) + h;
	}
}
