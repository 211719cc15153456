package card

import (
	"bytes"
	"encoding/json"
	"io"
	"slices"
	"strconv"
)

// Facts is the printed facts of a card in the form of the reference card
// data (testdata/reference/m15-facts.json): strings and lists of strings,
// with JSON keys in the order name, manaCost, manaValue, colors,
// supertypes, types, subtypes, power, toughness, loyalty, nameZhHans,
// text. Empty fields are omitted from JSON, except manaValue, which every card
// has (0 for a land, CR 202.3a).
type Facts struct {
	// Name is the English name.
	Name string `json:"name"`
	// ManaCost is the printed cost ("{1}{G}"), empty for no mana cost.
	ManaCost string `json:"manaCost,omitempty"`
	// ManaValue is the mana value (CR 202.3).
	ManaValue int `json:"manaValue"`
	// Colors are the colour letters in alphabetical order, as the
	// reference data lists them (Sliver Hivelord: B G R U W).
	Colors []string `json:"colors,omitempty"`
	// Supertypes are the supertype names ("Basic").
	Supertypes []string `json:"supertypes,omitempty"`
	// Types are the card type names ("Artifact", "Creature").
	Types []string `json:"types,omitempty"`
	// Subtypes are the subtypes in printed order.
	Subtypes []string `json:"subtypes,omitempty"`
	// Power is the printed power ("2", "*"), for creatures only.
	Power string `json:"power,omitempty"`
	// Toughness is the printed toughness ("2", "*"), for creatures only.
	Toughness string `json:"toughness,omitempty"`
	// Loyalty is the printed loyalty ("4"), for planeswalkers only.
	Loyalty string `json:"loyalty,omitempty"`
	// NameZhHans is the Simplified Chinese name.
	NameZhHans string `json:"nameZhHans,omitempty"`
	// Text is the printed M15 rules text (Definition.Text); the reference
	// data has none, so it is empty when read from there.
	Text string `json:"text,omitempty"`
}

// FactsOf returns the printed facts of d. A nil d gives the zero Facts.
func FactsOf(d *Definition) Facts {
	if d == nil {
		return Facts{}
	}
	f := Facts{
		Name:       d.Name,
		ManaCost:   d.ManaCost.String(),
		ManaValue:  d.ManaCost.ManaValue(),
		Colors:     nilIfEmpty(sortedColorNames(d)),
		Supertypes: d.Supertypes.Names(),
		Types:      d.Types.Names(),
		Subtypes:   nilIfEmpty(slices.Clone(d.Subtypes)),
		NameZhHans: d.NameZhHans,
		Text:       d.Text,
	}
	if d.IsCreature() {
		f.Power, f.Toughness = d.Power.String(), d.Toughness.String()
	}
	if d.Types.Has(Planeswalker) {
		f.Loyalty = strconv.Itoa(d.Loyalty)
	}
	return f
}

// sortedColorNames returns d's colour letters sorted alphabetically.
func sortedColorNames(d *Definition) []string {
	names := d.Colors.Names()
	slices.Sort(names)
	return names
}

// MarshalLine returns f as one line of compact JSON, keys in Facts order,
// without a trailing newline. Unlike json.Marshal it leaves <, > and &
// unescaped, as the reference data has them.
func (f Facts) MarshalLine() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// WriteFactsJSON writes the facts of defs to w, one JSON object per line
// (JSON Lines), in the order given.
func WriteFactsJSON(w io.Writer, defs []*Definition) error {
	var buf bytes.Buffer
	for _, d := range defs {
		line, err := FactsOf(d).MarshalLine()
		if err != nil {
			return err
		}
		buf.Write(line)
		buf.WriteByte('\n')
	}
	_, err := w.Write(buf.Bytes())
	return err
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}
