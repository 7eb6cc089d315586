// A SPARQL 1.1 Protocol server over the oxigraph npm package (an in-memory store), for sparqlcheck's
// tests and campaigns. It binds 127.0.0.1 only. Usage: node server.js PORT
//   GET|POST /query   query= (URL or form), or a body of type application/sparql-query;
//                     default-graph-uri= and named-graph-uri= scope the query (SPARQL 1.1 Protocol §2.1.4)
//   POST /update      update= (form), or a body of type application/sparql-update
//   GET /status       200 with the oxigraph version
// Results are SPARQL JSON unless the Accept header asks for XML only. A query the store rejects as
// malformed is 400 text/plain; any other error is 500 text/plain.
"use strict";
const http = require("http");
const oxigraph = require("oxigraph");
const version = require("oxigraph/package.json").version;

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: node server.js PORT");
  process.exit(2);
}
const store = new oxigraph.Store();
const MAX_BODY = 64 * 1024 * 1024;

function send(res, status, type, body) {
  res.writeHead(status, { "Content-Type": type, "Server": "oxigraph-js/" + version });
  res.end(body);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error("request body over " + MAX_BODY + " bytes"));
        req.destroy();
      } else {
        chunks.push(c);
      }
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

// The operation text and the protocol parameters, from the URL, a form body or a direct body.
async function operation(req, url, name, directType) {
  const params = new URLSearchParams(url.search);
  let text = params.get(name);
  if (req.method === "POST") {
    const body = await readBody(req);
    const type = (req.headers["content-type"] || "").split(";")[0].trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded") {
      const form = new URLSearchParams(body);
      for (const [k, v] of form) params.append(k, v);
      text = form.get(name);
    } else if (type === directType) {
      text = body;
    } else {
      throw Object.assign(new Error("unsupported content type '" + type + "'"), { status: 415 });
    }
  }
  if (text === null || text === undefined) {
    throw Object.assign(new Error("missing parameter '" + name + "'"), { status: 400 });
  }
  return { text, params };
}

function isSyntaxError(e) {
  return /pars|syntax|unexpected|expected/i.test(String(e && e.message));
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, "http://127.0.0.1");
  try {
    if (url.pathname === "/status" && req.method === "GET") {
      return send(res, 200, "text/plain", "oxigraph " + version + "\n");
    }
    if (url.pathname === "/query" && (req.method === "GET" || req.method === "POST")) {
      const { text, params } = await operation(req, url, "query", "application/sparql-query");
      const options = {};
      const dg = params.getAll("default-graph-uri");
      const ng = params.getAll("named-graph-uri");
      // a request's dataset is both lists (Protocol §2.1.4): default graphs without named-graph-uri have
      // no named graphs, rather than every graph of the store (which GRAPH ?g would otherwise see)
      if (dg.length > 0 || ng.length > 0) {
        options.default_graph = dg.map((g) => oxigraph.namedNode(g));
        options.named_graphs = ng.map((g) => oxigraph.namedNode(g));
      }
      const accept = String(req.headers["accept"] || "");
      const xml = accept.includes("application/sparql-results+xml") && !accept.includes("application/sparql-results+json");
      options.results_format = xml ? "xml" : "json";
      let result;
      try {
        result = store.query(text, options);
      } catch (e) {
        return send(res, isSyntaxError(e) ? 400 : 500, "text/plain", String(e.message || e) + "\n");
      }
      if (typeof result !== "string") {
        return send(res, 400, "text/plain", "only SELECT and ASK queries are served\n");
      }
      return send(res, 200, xml ? "application/sparql-results+xml" : "application/sparql-results+json", result);
    }
    if (url.pathname === "/update" && req.method === "POST") {
      const { text } = await operation(req, url, "update", "application/sparql-update");
      try {
        store.update(text);
      } catch (e) {
        return send(res, isSyntaxError(e) ? 400 : 500, "text/plain", String(e.message || e) + "\n");
      }
      return send(res, 204, "text/plain", "");
    }
    return send(res, 404, "text/plain", "not found: " + req.method + " " + url.pathname + "\n");
  } catch (e) {
    return send(res, e.status || 500, "text/plain", String(e.message || e) + "\n");
  }
});
server.keepAliveTimeout = 60000;
server.listen(port, "127.0.0.1", () => {
  console.log("oxigraph " + version + " listening on http://127.0.0.1:" + port);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
