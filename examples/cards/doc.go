// Command cards prints the default card catalog or checks a decklist.
//
// Usage:
//
//	go run ./examples/cards [-json]       # the catalog as JSON Lines
//	go run ./examples/cards -table        # the same as a table, with rules text
//	go run ./examples/cards -markdown     # the page docs/cards.md
//	go run ./examples/cards -check FILE   # validate a constructed decklist
//
// The catalog is printed one JSON object per line, sorted by name, with
// the keys of card.Facts (name, manaCost, manaValue, colors, supertypes,
// types, subtypes, power, toughness, loyalty, nameZhHans, text; empty
// ones omitted). JSON is the default; -json=false prints the table.
// -json, -table, -markdown and -check do not combine: two of them, or an
// argument that is not a flag, exit with status 2.
//
// With -check, the decklist is parsed and resolved against the catalog
// with the constructed rules (CR 100.2a, 100.4a): it prints "ok: N cards"
// or every problem, one per line with its line number, on standard error
// and exits with status 1.
package main
