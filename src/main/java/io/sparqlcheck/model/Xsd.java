package io.sparqlcheck.model;

/** The datatype IRIs the grammar uses. */
public final class Xsd {
	private Xsd() {
	}

	public static final String NS = "http://www.w3.org/2001/XMLSchema#";
	public static final String INTEGER = NS + "integer";
	public static final String DECIMAL = NS + "decimal";
	public static final String DOUBLE = NS + "double";
	public static final String FLOAT = NS + "float";
	public static final String STRING = NS + "string";
	public static final String BOOLEAN = NS + "boolean";
	public static final String LANG_STRING = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString";

	/** Whether the datatype is one of the numeric types the grammar generates. */
	public static boolean isNumeric(String datatype) {
		return INTEGER.equals(datatype) || DECIMAL.equals(datatype) || DOUBLE.equals(datatype) || FLOAT.equals(datatype);
	}
}
