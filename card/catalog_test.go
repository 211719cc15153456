package card

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDefaultCatalog(t *testing.T) {
	c := Default()
	assert.Same(t, c, Default(), "built once")
	assert.Equal(t, len(allDefinitions()), c.Len())
	defs := c.All()
	require.Len(t, defs, c.Len())
	assert.True(t, slices.IsSortedFunc(defs, func(a, b *Definition) int { return strings.Compare(a.Name, b.Name) }))
	defs[0] = nil
	assert.NotNil(t, c.All()[0], "All returns a copy")
}

func TestLookup(t *testing.T) {
	tests := []struct {
		query string
		want  *Definition
	}{
		{"Runeclaw Bear", RuneclawBear},
		{"runeclaw bear", RuneclawBear},
		{"RUNECLAW BEAR", RuneclawBear},
		{"Night's Whisper", NightsWhisper},
		{"night’s whisper", NightsWhisper},
		{"Forest", Forest},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			got, err := Default().Lookup(tt.query)
			require.NoError(t, err)
			assert.Same(t, tt.want, got)
		})
	}
}

func TestLookupUnknown(t *testing.T) {
	tests := []struct {
		query string
		sugg  []string
		msg   string
	}{
		{"Runeclaw Baer", []string{"Runeclaw Bear"},
			`card: unknown card "Runeclaw Baer" (did you mean "Runeclaw Bear"?)`},
		{"Negat", []string{"Negate"}, `card: unknown card "Negat" (did you mean "Negate"?)`},
		{"mountian", []string{"Mountain"}, `card: unknown card "mountian" (did you mean "Mountain"?)`},
		{"Nantuko Husk", nil, `card: unknown card "Nantuko Husk"`},
		{"", nil, `card: unknown card ""`},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			d, err := Default().Lookup(tt.query)
			assert.Nil(t, d)
			require.Error(t, err)
			assert.True(t, errors.Is(err, ErrUnknownCard))
			var ue *UnknownCardError
			require.True(t, errors.As(err, &ue))
			assert.Equal(t, tt.query, ue.Name)
			assert.Equal(t, tt.sugg, ue.Suggestions)
			assert.Equal(t, tt.msg, err.Error())
		})
	}
}

func TestSuggestTieBreakAndLimit(t *testing.T) {
	mk := func(name string) *Definition { return Define(Definition{Name: name}) }
	c, err := NewCatalog(mk("Cbt"), mk("Abt"), mk("Bbt"), mk("Dbt"), mk("Far Away Name"))
	require.NoError(t, err)
	// All four are at distance 1 from "xbt": ties broken by name, three kept.
	assert.Equal(t, []string{"Abt", "Bbt", "Cbt"}, c.Suggest("xbt", 3))
	assert.Equal(t, []string{"Abt"}, c.Suggest("XBT", 1))
	assert.Equal(t, []string{"Abt", "Bbt", "Cbt", "Dbt"}, c.Suggest("xbt", 10))
	assert.Nil(t, c.Suggest("xbt", 0))
	assert.Nil(t, c.Suggest("Zzzzzzzzzzzzzzzzzzzz", 3))
	// Nearer first, whatever the name order.
	assert.Equal(t, []string{"Dbt", "Abt", "Bbt"}, c.Suggest("Dbt ", 3))
	var e *UnknownCardError
	_, err = c.Lookup("Ebt")
	require.ErrorAs(t, err, &e)
	assert.Equal(t, `card: unknown card "Ebt" (did you mean "Abt", "Bbt" or "Cbt"?)`, err.Error())
}

// A planeswalker's first name finds its card: "Chandra" suggests
// Chandra, Pyromaster, and "Garruk" Garruk, Apex Predator.
func TestSuggestFirstWords(t *testing.T) {
	assert.Equal(t, []string{"Chandra, Pyromaster"}, Default().Suggest("Chandra", 3))
	assert.Equal(t, []string{"Garruk, Apex Predator"}, Default().Suggest("garruk", 3))
	assert.Equal(t, []string{"Lightning Strike"}, Default().Suggest("Lightning", 3))
}

func TestNewCatalogErrors(t *testing.T) {
	a := Define(Definition{Name: "Alpha"})
	a2 := Define(Definition{Name: "alpha"})
	b := Define(Definition{Name: "Beta"})
	blank := Define(Definition{Name: "  "})
	c, err := NewCatalog(a, b, nil, a2, blank, b)
	assert.Nil(t, c)
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrDuplicateCard)
	assert.ErrorIs(t, err, ErrInvalidDefinition)
	assert.Equal(t, strings.Join([]string{
		`card: invalid definition 2`,
		`card: duplicate card name "alpha" (definitions 0 and 3)`,
		`card: invalid definition 4 ("  ")`,
		`card: duplicate card name "Beta" (definitions 1 and 5)`,
	}, "\n"), err.Error())
	var de *DefinitionError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, 2, de.Index)
}

func TestEmptyCatalogs(t *testing.T) {
	empty, err := NewCatalog()
	require.NoError(t, err)
	var nilCat *Catalog
	for name, c := range map[string]*Catalog{"empty": empty, "nil": nilCat} {
		t.Run(name, func(t *testing.T) {
			assert.Equal(t, 0, c.Len())
			assert.Empty(t, c.All())
			_, err := c.Lookup("Forest")
			assert.ErrorIs(t, err, ErrUnknownCard)
			assert.Nil(t, c.Suggest("Forest", 3))
		})
	}
}

func TestLevenshtein(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"abc", "", 3},
		{"", "abc", 3},
		{"kitten", "sitting", 3},
		{"runeclaw baer", "runeclaw bear", 2},
		{"闪电炼击", "闪电击", 1},
		{"flaw", "lawn", 2},
	}
	for _, tt := range tests {
		t.Run(tt.a+"/"+tt.b, func(t *testing.T) {
			got, _ := levenshtein([]rune(tt.a), tt.b, -1, nil)
			assert.Equal(t, tt.want, got)
			back, _ := levenshtein([]rune(tt.b), tt.a, -1, make([]int, 1))
			assert.Equal(t, tt.want, back, "symmetric")
			for bound := 0; bound <= tt.want+1; bound++ {
				got, _ := levenshtein([]rune(tt.a), tt.b, bound, nil)
				assert.Equal(t, min(tt.want, bound+1), got, "bound %d", bound)
			}
		})
	}
}

// A name far longer than any card's is near none: Lookup refuses it with
// no suggestion, without measuring its distance to every name (a scenario
// line of a few thousand words once took seconds per lookup).
func TestSuggestNothingForFarLongerNames(t *testing.T) {
	long := strings.Repeat("Creature ", 100_000)
	_, err := Default().Lookup(long)
	var ue *UnknownCardError
	require.ErrorAs(t, err, &ue)
	require.Empty(t, ue.Suggestions)
	// A near miss of the longest names still gets its suggestion.
	require.Equal(t, []string{"Ajani's Pridemate"}, Default().Suggest("Ajanis Pridemate", 1))
}

// BenchmarkLookupLongUnknownName looks up a name of 900 k runes.
func BenchmarkLookupLongUnknownName(b *testing.B) {
	long := strings.Repeat("Creature ", 100_000)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = Default().Lookup(long)
	}
}

// Suggest offers the names whose first word a query of three letters or
// more begins, as its doc says: "Act" finds Act of Treason and Act on
// Impulse.
func TestSuggestThreeLetterFirstWord(t *testing.T) {
	got := Default().Suggest("Act", 3)
	for _, want := range []string{"Act of Treason", "Act on Impulse"} {
		found := false
		for _, g := range got {
			found = found || g == want
		}
		if !found {
			t.Errorf("Suggest(\"Act\") = %q; want it to include %q", got, want)
		}
	}
}
