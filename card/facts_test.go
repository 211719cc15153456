package card

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// factsPath is the M15 reference facts, a copy of the project's reference
// data (see testdata/reference/README.md).
const factsPath = "../testdata/reference/m15-facts.json"

// extras are the catalog cards that are not in M15 (docs/cards.md).
var extras = []string{"Dark Ritual", "Night's Whisper", "Wilt-Leaf Cavaliers", "Act of Treason"}

func loadM15(t testing.TB) map[string]Facts {
	t.Helper()
	data, err := os.ReadFile(factsPath)
	require.NoError(t, err)
	var list []Facts
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	require.NoError(t, dec.Decode(&list))
	require.Len(t, list, 269, "M15 has 269 cards")
	byName := make(map[string]Facts, len(list))
	for _, f := range list {
		byName[f.Name] = f
	}
	require.Len(t, byName, 269, "names are unique")
	return byName
}

// printedM15 adjusts reference facts to the M15 era: the data is later
// Oracle text, which made planeswalkers legendary; in 2014 they were not
// (docs/cards.md, docs/rules.md).
func printedM15(f Facts) Facts {
	if slices.Contains(f.Types, "Planeswalker") {
		f.Supertypes = slices.DeleteFunc(slices.Clone(f.Supertypes), func(s string) bool { return s == "Legendary" })
		if len(f.Supertypes) == 0 {
			f.Supertypes = nil
		}
	}
	return f
}

func TestFactsMatchM15(t *testing.T) {
	m15 := loadM15(t)
	checked := 0
	for _, d := range Default().All() {
		want, ok := m15[d.Name]
		if !ok {
			continue
		}
		checked++
		t.Run(d.Name, func(t *testing.T) {
			assert.Equal(t, printedM15(want), withoutText(FactsOf(d)))
		})
	}
	// Every card of the set is in the catalog, each once.
	assert.Equal(t, len(m15), checked, "M15 cards in the catalog")
	assert.Equal(t, 269, len(m15), "cards in the reference")
}

// withoutText drops the rules text, which the reference facts do not
// hold (it is later Oracle wording there, not the M15 printing).
func withoutText(f Facts) Facts {
	f.Text = ""
	return f
}

func TestCatalogOnlyM15AndExtras(t *testing.T) {
	m15 := loadM15(t)
	for _, d := range Default().All() {
		if _, ok := m15[d.Name]; ok {
			continue
		}
		assert.Contains(t, extras, d.Name, "%q is neither in M15 nor a known extra", d.Name)
	}
}

func TestFactsExtras(t *testing.T) {
	tests := []Facts{
		{Name: "Dark Ritual", ManaCost: "{B}", ManaValue: 1, Colors: []string{"B"}, Types: []string{"Instant"}, NameZhHans: "黑暗祭礼",
			Text: "Add {B}{B}{B} to your mana pool."}, // the seed guide's names
		{Name: "Night's Whisper", ManaCost: "{1}{B}", ManaValue: 2, Colors: []string{"B"}, Types: []string{"Sorcery"}, NameZhHans: "夜空细语",
			Text: "You draw two cards and you lose 2 life."},
	}
	for _, want := range tests {
		t.Run(want.Name, func(t *testing.T) {
			d, err := Default().Lookup(want.Name)
			require.NoError(t, err)
			assert.Equal(t, want, FactsOf(d))
		})
	}
}

func TestFactsOf(t *testing.T) {
	tests := []struct {
		name string
		def  *Definition
		want string
	}{
		{"basic land: no cost, manaValue 0 kept", Forest,
			`{"name":"Forest","manaValue":0,"supertypes":["Basic"],"types":["Land"],"subtypes":["Forest"],"nameZhHans":"树林"}`},
		{"colourless artifact creature", BronzeSable,
			`{"name":"Bronze Sable","manaCost":"{2}","manaValue":2,"types":["Artifact","Creature"],"subtypes":["Sable"],"power":"2","toughness":"1","nameZhHans":"青铜紫貂"}`},
		{"star power, zero toughness, loyalty", Define(Definition{
			Name: "Test Walker", ManaCost: mustCost(t, "{X}{R}"), Types: Planeswalker, Loyalty: 3, Subtypes: []string{"Chandra"},
		}), `{"name":"Test Walker","manaCost":"{X}{R}","manaValue":1,"colors":["R"],"types":["Planeswalker"],"subtypes":["Chandra"],"loyalty":"3"}`},
		{"star and zero", Define(Definition{
			Name: "Test <&> Beast", Types: Creature, Power: Star, Toughness: Fixed(0),
		}), `{"name":"Test <&> Beast","manaValue":0,"types":["Creature"],"power":"*","toughness":"0"}`},
		{"nil", nil, `{"name":"","manaValue":0}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := FactsOf(tt.def).MarshalLine()
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
		})
	}
}

func TestFactsLinesMatchReferenceBytes(t *testing.T) {
	// The JSON of FactsOf is byte-for-byte the line of the facts file, so
	// the output of examples/cards can be diffed against it.
	data, err := os.ReadFile(factsPath)
	require.NoError(t, err)
	lines := map[string]bool{}
	for _, l := range bytes.Split(data, []byte("\n")) {
		lines[string(bytes.TrimSuffix(l, []byte(",")))] = true
	}
	m15 := loadM15(t)
	for _, d := range Default().All() {
		if _, ok := m15[d.Name]; !ok || d.Types&Planeswalker != 0 {
			// Planeswalkers differ on purpose: not legendary in M15 (docs/cards.md).
			continue
		}
		got, err := withoutText(FactsOf(d)).MarshalLine()
		require.NoError(t, err)
		assert.True(t, lines[string(got)], "line not in facts file: %s", got)
	}
}

func TestWriteFactsJSON(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, WriteFactsJSON(&buf, []*Definition{Plains, RuneclawBear}))
	assert.Equal(t,
		`{"name":"Plains","manaValue":0,"supertypes":["Basic"],"types":["Land"],"subtypes":["Plains"],"nameZhHans":"平原"}`+"\n"+
			`{"name":"Runeclaw Bear","manaCost":"{1}{G}","manaValue":2,"colors":["G"],"types":["Creature"],"subtypes":["Bear"],"power":"2","toughness":"2","nameZhHans":"符爪熊"}`+"\n",
		buf.String())
}

func TestWriteFactsJSONWriteError(t *testing.T) {
	assert.ErrorIs(t, WriteFactsJSON(failWriter{}, Default().All()), errWrite)
}
