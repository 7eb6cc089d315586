// A SPARQL 1.1 Protocol server over Comunica (@comunica/query-sparql-rdfjs, an independent JavaScript
// SPARQL engine) and an in-memory N3 store, for sparqlcheck's managed comunica@VERSION engines. It
// binds 127.0.0.1 only (Comunica's own HTTP server has no host option). Usage: node server.js PORT
//   GET|POST /query   query= (URL or form), or a body of type application/sparql-query;
//                     default-graph-uri= scopes the query: those graphs, merged, are its default graph
//   POST /update      update= (form), or a body of type application/sparql-update (evaluated by Comunica)
//   GET /status       200 with the Comunica version
// Results are SPARQL JSON unless the Accept header asks for XML only. A query Comunica cannot parse is
// 400 text/plain; any other error is 500 text/plain.
"use strict";
const fs = require("fs");
const http = require("http");
const path = require("path");
const { Readable } = require("stream");
const { QueryEngine } = require("@comunica/query-sparql-rdfjs");
const N3 = require("n3");

const version = JSON.parse(fs.readFileSync(path.join(__dirname, "node_modules", "@comunica", "query-sparql-rdfjs",
  "package.json"), "utf8")).version;
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: node server.js PORT");
  process.exit(2);
}
const { DataFactory } = N3;
const store = new N3.Store();
const engine = new QueryEngine();
const MAX_BODY = 64 * 1024 * 1024;

function send(res, status, type, body) {
  res.writeHead(status, { "Content-Type": type, "Server": "comunica-js/" + version });
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

// An RDF/JS source whose default graph is the merge of the named graphs given (SPARQL 1.1 Protocol §2.1.4).
function scopedTo(graphs) {
  const unbound = (t) => (!t || t.termType === "Variable" ? null : t);
  return {
    match(s, p, o, g) {
      const quads = [];
      if (!g || g.termType === "DefaultGraph" || g.termType === "Variable") {
        for (const graph of graphs) {
          for (const q of store.getQuads(unbound(s), unbound(p), unbound(o), graph)) {
            quads.push(DataFactory.quad(q.subject, q.predicate, q.object, DataFactory.defaultGraph()));
          }
        }
      }
      return Readable.from(quads);
    },
  };
}

function isSyntaxError(e) {
  return /pars|syntax|unexpected|expected/i.test(String(e && e.message));
}

async function text(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(typeof c === "string" ? Buffer.from(c) : c);
  return Buffer.concat(chunks).toString("utf8");
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, "http://127.0.0.1");
  try {
    if (url.pathname === "/status" && req.method === "GET") {
      return send(res, 200, "text/plain", "comunica " + version + "\n");
    }
    if (url.pathname === "/query" && (req.method === "GET" || req.method === "POST")) {
      const { text: query, params } = await operation(req, url, "query", "application/sparql-query");
      const dg = params.getAll("default-graph-uri");
      const source = dg.length > 0 ? scopedTo(dg.map((g) => DataFactory.namedNode(g))) : store;
      const accept = String(req.headers["accept"] || "");
      const xml = accept.includes("application/sparql-results+xml") && !accept.includes("application/sparql-results+json");
      const type = xml ? "application/sparql-results+xml" : "application/sparql-results+json";
      let body;
      try {
        const result = await engine.query(query, { sources: [source] });
        if (result.resultType !== "bindings" && result.resultType !== "boolean") {
          return send(res, 400, "text/plain", "only SELECT and ASK queries are served\n");
        }
        body = await text((await engine.resultToString(result, type)).data);
      } catch (e) {
        return send(res, isSyntaxError(e) ? 400 : 500, "text/plain", String(e.message || e) + "\n");
      }
      return send(res, 200, type, body);
    }
    if (url.pathname === "/update" && req.method === "POST") {
      const { text: update } = await operation(req, url, "update", "application/sparql-update");
      try {
        await engine.queryVoid(update, { sources: [store], destination: store });
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
  console.log("comunica " + version + " listening on http://127.0.0.1:" + port);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
