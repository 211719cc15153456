//go:build ignore

// Command genfacts writes m15-facts.json, the card facts the card package's
// tests check the catalog against, from the full M15 reference data:
//
//	go run testdata/reference/genfacts.go -in m15-cards.json -out testdata/reference/m15-facts.json
//
// It keeps only the printed facts (name, manaCost, manaValue, colors,
// supertypes, types, subtypes, power, toughness, loyalty, nameZhHans), in
// that key order, one card per line, in the order of the input. Empty
// fields are omitted except manaValue, which every card has.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
)

type in struct {
	Name       string   `json:"name"`
	ManaCost   string   `json:"manaCost"`
	ManaValue  float64  `json:"manaValue"`
	Colors     []string `json:"colors"`
	Supertypes []string `json:"supertypes"`
	Types      []string `json:"types"`
	Subtypes   []string `json:"subtypes"`
	Power      string   `json:"power"`
	Toughness  string   `json:"toughness"`
	Loyalty    string   `json:"loyalty"`
	NameZhHans string   `json:"nameZhHans"`
}

type out struct {
	Name       string   `json:"name"`
	ManaCost   string   `json:"manaCost,omitempty"`
	ManaValue  int      `json:"manaValue"`
	Colors     []string `json:"colors,omitempty"`
	Supertypes []string `json:"supertypes,omitempty"`
	Types      []string `json:"types,omitempty"`
	Subtypes   []string `json:"subtypes,omitempty"`
	Power      string   `json:"power,omitempty"`
	Toughness  string   `json:"toughness,omitempty"`
	Loyalty    string   `json:"loyalty,omitempty"`
	NameZhHans string   `json:"nameZhHans,omitempty"`
}

func main() {
	inPath := flag.String("in", "m15-cards.json", "reference card data")
	outPath := flag.String("out", "m15-facts.json", "facts file to write")
	flag.Parse()
	if err := run(*inPath, *outPath); err != nil {
		fmt.Fprintln(os.Stderr, "genfacts:", err)
		os.Exit(1)
	}
}

func run(inPath, outPath string) error {
	data, err := os.ReadFile(inPath)
	if err != nil {
		return err
	}
	var cards []in
	if err := json.Unmarshal(data, &cards); err != nil {
		return err
	}
	var buf bytes.Buffer
	buf.WriteString("[\n")
	for i, c := range cards {
		if c.ManaValue != math.Trunc(c.ManaValue) {
			return fmt.Errorf("%s: fractional mana value %v", c.Name, c.ManaValue)
		}
		o := out{c.Name, c.ManaCost, int(c.ManaValue), c.Colors, c.Supertypes, c.Types,
			c.Subtypes, c.Power, c.Toughness, c.Loyalty, c.NameZhHans}
		var line bytes.Buffer
		enc := json.NewEncoder(&line)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(o); err != nil {
			return err
		}
		buf.Write(bytes.TrimSuffix(line.Bytes(), []byte("\n")))
		if i < len(cards)-1 {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("]\n")
	return os.WriteFile(outPath, buf.Bytes(), 0o644)
}
