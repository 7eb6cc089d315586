package io.sparqlcheck.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Var;

import java.util.ArrayList;
import java.util.List;

/**
 * FILTER and BIND expressions as JSON for {@link CaseCodec}: one-key objects named after their node
 * kind ({@code {"compare":"LT","args":[..]}}, {@code {"var":"o"}}, {@code {"const":{term}}}, ...);
 * decoding errors name the JSON path of the bad node.
 */
final class ExprCodec {
	private ExprCodec() {
	}

	private static final JsonNodeFactory F = JsonNodeFactory.instance;

	static ObjectNode expr(Expr e) {
		ObjectNode o = F.objectNode();
		if (e instanceof Var v) {
			o.put("var", v.name());
		} else if (e instanceof Expr.Constant c) {
			o.set("const", CaseCodec.term(c.term()));
		} else if (e instanceof Expr.Comparison c) {
			o.put("compare", c.op().name()).set("args", exprs(List.of(c.left(), c.right())));
		} else if (e instanceof Expr.Arithmetic a) {
			o.put("arith", a.op().name()).set("args", exprs(List.of(a.left(), a.right())));
		} else if (e instanceof Expr.Not n) {
			o.set("not", expr(n.operand()));
		} else if (e instanceof Expr.And a) {
			o.set("and", exprs(List.of(a.left(), a.right())));
		} else if (e instanceof Expr.Or x) {
			o.set("or", exprs(List.of(x.left(), x.right())));
		} else if (e instanceof Expr.Bound b) {
			o.put("bound", b.variable().name());
		} else if (e instanceof Expr.If i) {
			o.set("if", exprs(List.of(i.condition(), i.then(), i.otherwise())));
		} else if (e instanceof Expr.Coalesce c) {
			o.set("coalesce", exprs(c.arguments()));
		} else if (e instanceof Expr.In in) {
			List<Expr> all = new ArrayList<>();
			all.add(in.value());
			all.addAll(in.members());
			o.set("in", exprs(all));
			o.put("negated", in.negated());
		} else {
			Expr.FunctionCall f = (Expr.FunctionCall) e;
			o.put("call", f.function()).set("args", exprs(f.arguments()));
		}
		return o;
	}

	private static ArrayNode exprs(List<Expr> es) {
		ArrayNode a = F.arrayNode();
		es.forEach(x -> a.add(expr(x)));
		return a;
	}

	static Expr expr(JsonNode n, String at) {
		if (!n.isObject() || n.size() == 0) {
			throw JsonFields.bad(at, "not an expression");
		}
		String kind = n.fieldNames().next();
		return JsonFields.guard(at, () -> switch (kind) {
			case "var" -> Var.of(JsonFields.text(n, "var", at));
			case "const" -> new Expr.Constant(CaseCodec.term(n.get("const"), at + ".const"));
			case "compare" -> {
				List<Expr> args = args(n, "args", at, 2);
				yield new Expr.Comparison(Expr.CompareOp.valueOf(JsonFields.text(n, "compare", at)), args.get(0), args.get(1));
			}
			case "arith" -> {
				List<Expr> args = args(n, "args", at, 2);
				yield new Expr.Arithmetic(Expr.ArithOp.valueOf(JsonFields.text(n, "arith", at)), args.get(0), args.get(1));
			}
			case "not" -> new Expr.Not(expr(n.get("not"), at + ".not"));
			case "and" -> {
				List<Expr> args = args(n, "and", at, 2);
				yield new Expr.And(args.get(0), args.get(1));
			}
			case "or" -> {
				List<Expr> args = args(n, "or", at, 2);
				yield new Expr.Or(args.get(0), args.get(1));
			}
			case "bound" -> new Expr.Bound(Var.of(JsonFields.text(n, "bound", at)));
			case "if" -> {
				List<Expr> args = args(n, "if", at, 3);
				yield new Expr.If(args.get(0), args.get(1), args.get(2));
			}
			case "coalesce" -> new Expr.Coalesce(args(n, "coalesce", at, -1));
			case "call" -> new Expr.FunctionCall(JsonFields.text(n, "call", at), args(n, "args", at, -1));
			case "in" -> {
				List<Expr> all = args(n, "in", at, -1);
				if (all.size() < 2) {
					throw JsonFields.bad(at + ".in", "needs a value and at least one member");
				}
				yield new Expr.In(all.get(0), all.subList(1, all.size()), JsonFields.need(n, "negated", at).asBoolean());
			}
			default -> throw JsonFields.bad(at, "unknown expression kind '" + kind + "'");
		});
	}

	private static List<Expr> args(JsonNode n, String field, String at, int arity) {
		List<JsonNode> nodes = JsonFields.array(JsonFields.need(n, field, at), at + "." + field);
		if (arity >= 0 && nodes.size() != arity) {
			throw JsonFields.bad(at + "." + field, "needs " + arity + " arguments, has " + nodes.size());
		}
		List<Expr> out = new ArrayList<>();
		for (int i = 0; i < nodes.size(); i++) {
			out.add(expr(nodes.get(i), at + "." + field + "[" + i + "]"));
		}
		return out;
	}
}
