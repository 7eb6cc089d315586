package io.sparqlcheck.campaign;

import java.util.stream.LongStream;

/**
 * The case seeds a campaign (or one shard of it) checks: of the {@code count} seeds starting at
 * {@code from}, shard {@code index} of {@code shards} takes every {@code shards}-th one, starting at
 * its index. The shards of one range are disjoint and together are the whole range, so merging the
 * summaries of all shards gives the summary of one unsharded run.
 */
public record SeedRange(long from, long count, int index, int shards) {

	public SeedRange {
		if (count < 0) {
			throw new IllegalArgumentException("a seed range cannot have a negative count: " + count);
		}
		if (shards < 1 || index < 0 || index >= shards) {
			throw new IllegalArgumentException("shard " + index + " of " + shards + " does not exist (shards are 0.." + (shards - 1) + ")");
		}
	}

	public static SeedRange of(long from, long count) {
		return new SeedRange(from, count, 0, 1);
	}

	/** This range cut to shard {@code index} of {@code shards}. */
	public SeedRange shard(int index, int shards) {
		return new SeedRange(from, count, index, shards);
	}

	/** The seeds of this shard, in increasing order of position. */
	public LongStream seeds() {
		long n = count <= index ? 0 : (count - index + shards - 1) / shards;
		return LongStream.range(0, n).map(i -> from + index + i * shards);
	}

	/** How many seeds this shard holds. */
	public long size() {
		return count <= index ? 0 : (count - index + shards - 1) / shards;
	}
}
