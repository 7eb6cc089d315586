/**
 * engines.yaml: the engines a campaign runs on, embedded ones and SPARQL endpoints, read strictly
 * (an unknown key or value is an error naming the file, line and key; nothing is silently defaulted
 * that the file spelt wrong).
 */
package io.sparqlcheck.config;
