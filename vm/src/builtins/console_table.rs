//! `console.table`: node's box-drawn table (the same rows, columns and headers), with cells
//! formatted as `console.log` formats nested values.

use crate::atoms::Atom;
use crate::builtins::arg;
use crate::builtins::console::format_value;
use crate::interp::Vm;
use crate::object::ObjKind;
use crate::ops::JsResult;
use crate::value::Value;

/// `console.table(data, properties?)`. Not-objects are logged as `console.log` would. Rows come
/// from an object's own enumerable keys (an array's indices), a Map's entries or a Set's values;
/// columns are the union of the rows' own keys in JavaScript key order, or `properties` when it is
/// an array; rows that are not objects fill a trailing `Values` column. Like every console
/// method it never throws: a `properties` that is not an array is ignored.
pub fn table(vm: &mut Vm, this: Value, args: &[Value]) -> JsResult<Value> {
    let data = arg(args, 0);
    let Value::Obj(o) = data else {
        return crate::builtins::console::log(vm, this, &args[..args.len().min(1)]);
    };
    let properties = column_filter(vm, arg(args, 1));
    let (header, columns) = match &vm.heap.obj(o).kind {
        ObjKind::Map(m) => {
            let entries: Vec<(Value, Value)> = m.entries.iter().flatten().copied().collect();
            let mut keys = Vec::with_capacity(entries.len());
            let mut values = Vec::with_capacity(entries.len());
            for (k, v) in entries {
                keys.push(Some(cell(vm, k, data)));
                values.push(Some(cell(vm, v, data)));
            }
            let index = iteration_index(keys.len());
            (
                vec!["(iteration index)".into(), "Key".into(), "Values".into()],
                vec![index, keys, values],
            )
        }
        ObjKind::Set(s) => {
            let items: Vec<Value> = s.entries.iter().flatten().map(|e| e.0).collect();
            let values: Vec<Option<String>> =
                items.into_iter().map(|v| Some(cell(vm, v, data))).collect();
            let index = iteration_index(values.len());
            (
                vec!["(iteration index)".into(), "Values".into()],
                vec![index, values],
            )
        }
        _ => rows_table(vm, data, properties.as_deref()),
    };
    let text = render(&header, &columns);
    vm.instructions += text.len() as u64 / 32;
    vm.logs.push(text);
    Ok(Value::Undefined)
}

/// The `properties` argument as keys, when it is an array; anything else means "all columns".
fn column_filter(vm: &mut Vm, v: Value) -> Option<Vec<Atom>> {
    let Value::Obj(o) = v else { return None };
    let ObjKind::Array(items) = &vm.heap.obj(o).kind else {
        return None;
    };
    let items = items.to_vec();
    let mut keys = Vec::with_capacity(items.len());
    for x in items {
        // Only primitives: a key object's own toString would run program code inside console.
        match x {
            Value::Obj(_) | Value::Empty => {}
            _ => {
                if let Ok(k) = vm.to_key(x) {
                    keys.push(k);
                }
            }
        }
    }
    Some(keys)
}

/// Rows from an object's own keys: node's algorithm (`lib/internal/console/constructor.js`).
fn rows_table(
    vm: &mut Vm,
    data: Value,
    properties: Option<&[Atom]>,
) -> (Vec<String>, Vec<Vec<Option<String>>>) {
    let row_keys = vm.own_keys(data);
    let n = row_keys.len();
    let mut column_keys: Vec<Atom> = Vec::new();
    let mut columns: Vec<Vec<Option<String>>> = Vec::new();
    let mut primitive_values: Vec<Option<String>> = vec![None; n];
    let mut has_primitives = false;
    for (i, rk) in row_keys.iter().enumerate() {
        let item = vm.get_prop(data, *rk).unwrap_or(Value::Undefined);
        let primitive = !matches!(item, Value::Obj(_));
        if properties.is_none() && primitive {
            has_primitives = true;
            primitive_values[i] = Some(cell(vm, item, data));
            continue;
        }
        let own = if primitive {
            Vec::new()
        } else {
            vm.own_keys(item)
        };
        let keys: Vec<Atom> = match properties {
            Some(p) => p.to_vec(),
            None => own.clone(),
        };
        for k in keys {
            let col = match column_keys.iter().position(|c| *c == k) {
                Some(c) => c,
                None => {
                    column_keys.push(k);
                    columns.push(vec![None; n]);
                    columns.len() - 1
                }
            };
            columns[col][i] = Some(if own.contains(&k) {
                let v = vm.get_prop(item, k).unwrap_or(Value::Undefined);
                cell(vm, v, data)
            } else {
                String::new()
            });
        }
    }
    // The columns are an object's keys in node, so integer keys come first, ascending.
    let mut order: Vec<usize> = (0..column_keys.len()).collect();
    order.sort_by_key(|&c| match vm.atoms.index_value(column_keys[c]) {
        Some(i) => (0, i),
        None => (1, 0),
    });
    let mut header = vec!["(index)".to_string()];
    let mut out = vec![row_keys
        .iter()
        .map(|k| Some(vm.atoms.to_rust(*k)))
        .collect()];
    for c in order {
        header.push(vm.atoms.to_rust(column_keys[c]));
        out.push(std::mem::take(&mut columns[c]));
    }
    if has_primitives {
        header.push("Values".into());
        out.push(primitive_values);
    }
    (header, out)
}

fn iteration_index(n: usize) -> Vec<Option<String>> {
    (0..n).map(|i| Some(i.to_string())).collect()
}

/// One cell: the value as `console.log` prints it inside a structure (strings quoted), with
/// the table itself counted as already seen so a row pointing back at it is `[Circular]`.
fn cell(vm: &mut Vm, v: Value, data: Value) -> String {
    let mut out = String::new();
    let mut seen = Vec::new();
    if let Value::Obj(o) = data {
        seen.push(o);
    }
    format_value(vm, v, 1, false, &mut seen, &mut out);
    out
}

/// Draws the table: every column as wide as its widest cell plus a space each side, cells
/// left-aligned, missing cells blank (node 20's layout).
fn render(header: &[String], columns: &[Vec<Option<String>>]) -> String {
    let rows = columns.first().map_or(0, Vec::len);
    let width = |s: &str| s.chars().count();
    let widths: Vec<usize> = header
        .iter()
        .zip(columns)
        .map(|(h, col)| {
            col.iter()
                .map(|c| c.as_deref().map_or(0, width))
                .chain([width(h)])
                .max()
                .unwrap_or(0)
                + 2
        })
        .collect();
    let rule = |l: char, m: char, r: char| {
        let mut s = String::new();
        s.push(l);
        for (i, w) in widths.iter().enumerate() {
            if i > 0 {
                s.push(m);
            }
            s.extend(std::iter::repeat_n('─', *w));
        }
        s.push(r);
        s
    };
    let line = |cells: &mut dyn Iterator<Item = &str>| {
        let mut s = String::from("│");
        for (i, (c, w)) in cells.zip(&widths).enumerate() {
            if i > 0 {
                s.push('│');
            }
            s.push(' ');
            s.push_str(c);
            s.extend(std::iter::repeat_n(' ', w - 1 - width(c)));
        }
        s.push('│');
        s
    };
    let mut out = vec![rule('┌', '┬', '┐')];
    out.push(line(&mut header.iter().map(String::as_str)));
    out.push(rule('├', '┼', '┤'));
    for r in 0..rows {
        out.push(line(
            &mut columns.iter().map(|col| col[r].as_deref().unwrap_or("")),
        ));
    }
    out.push(rule('└', '┴', '┘'));
    out.join("\n")
}
