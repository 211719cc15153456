package card

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// burn60 is a legal 60-card constructed deck with a 15-card sideboard.
const burn60 = `# Burn
22 Mountain
4 Lightning Strike
4 Goblin Roughrider
4 Runeclaw Bear (M15) 197
2 Forest
4 Bronze Sable
4 Centaur Courser
4 Walking Corpse
4 Oreskos Swiftclaw
4 Fugitive Wizard
4 Elvish Mystic

Sideboard
4 Negate
4 Cancel
4 Mind Rot
3 Divination
`

func parse(t testing.TB, src string) *Decklist {
	t.Helper()
	d, err := ParseDecklist("deck.txt", strings.NewReader(src))
	require.NoError(t, err)
	return d
}

func TestResolveOK(t *testing.T) {
	d := parse(t, burn60)
	defs, err := d.Resolve(Default(), ValidateOptions{Constructed: true})
	require.NoError(t, err)
	require.Len(t, defs, 60)
	assert.Same(t, Mountain, defs[0])
	assert.Same(t, Mountain, defs[21])
	assert.Same(t, LightningStrike, defs[22], "expanded in list order")
	assert.Same(t, ElvishMystic, defs[59])
}

func TestResolveNilCatalogIsDefault(t *testing.T) {
	defs, err := parse(t, "2 forest\n1 Negate\n").Resolve(nil, ValidateOptions{})
	require.NoError(t, err)
	assert.Equal(t, []*Definition{Forest, Forest, Negate}, defs)
}

func TestResolveNilDecklist(t *testing.T) {
	var d *Decklist
	defs, err := d.Resolve(nil, ValidateOptions{})
	assert.NoError(t, err)
	assert.Empty(t, defs)
	_, err = d.Resolve(nil, ValidateOptions{Constructed: true})
	assert.ErrorIs(t, err, ErrTooFewCards)
}

func TestResolveErrors(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		opts     ValidateOptions
		sentinel error
		want     []string
	}{
		{
			name:     "unknown card with suggestion",
			src:      "4 Forest\n2 Runeclaw Baer\n",
			sentinel: ErrUnknownCard,
			want:     []string{`deck.txt:2: unknown card "Runeclaw Baer" (did you mean "Runeclaw Bear"?)`},
		},
		{
			name:     "unknown card without suggestion",
			src:      "1 Black Lotus\n",
			sentinel: ErrUnknownCard,
			want:     []string{`deck.txt:1: unknown card "Black Lotus"`},
		},
		{
			name:     "five copies on one line",
			src:      "5 Lightning Strike\n",
			opts:     ValidateOptions{Constructed: true},
			sentinel: ErrTooManyCopies,
			want: []string{`deck.txt:1: 5 copies of "Lightning Strike"; a deck may hold at most 4 of a card ` +
				`other than a basic land, sideboard included (CR 100.2a, 100.4a)`,
				`deck.txt: main deck has 5 cards; a constructed deck needs at least 60 (CR 100.2a)`},
		},
		{
			name:     "copies across lines and letter cases",
			src:      "2 Negate\n1 Forest\n2 negate (M15) 71\n1 NEGATE\n",
			opts:     ValidateOptions{Constructed: true},
			sentinel: ErrTooManyCopies,
			want: []string{`deck.txt:4: 5 copies of "Negate" (lines 1, 3 and 4); a deck may hold at most 4 of a card ` +
				`other than a basic land, sideboard included (CR 100.2a, 100.4a)`,
				`deck.txt: main deck has 6 cards; a constructed deck needs at least 60 (CR 100.2a)`},
		},
		{
			name:     "sideboard counts towards four copies",
			src:      "4 Cancel\nSideboard\n1 Cancel\n",
			opts:     ValidateOptions{Constructed: true},
			sentinel: ErrTooManyCopies,
			want: []string{`deck.txt:3: 5 copies of "Cancel" (lines 1 and 3); a deck may hold at most 4 of a card ` +
				`other than a basic land, sideboard included (CR 100.2a, 100.4a)`,
				`deck.txt: main deck has 4 cards; a constructed deck needs at least 60 (CR 100.2a)`},
		},
		{
			name:     "too few cards",
			src:      "20 Forest\n4 Runeclaw Bear\n",
			opts:     ValidateOptions{Constructed: true},
			sentinel: ErrTooFewCards,
			want:     []string{`deck.txt: main deck has 24 cards; a constructed deck needs at least 60 (CR 100.2a)`},
		},
		{
			name:     "sideboard too large",
			src:      strings.Replace(burn60, "3 Divination", "3 Divination\n1 Sign in Blood\n1 Titanic Growth", 1),
			opts:     ValidateOptions{Constructed: true},
			sentinel: ErrSideboardTooLarge,
			want:     []string{`deck.txt:19: sideboard has 17 cards; a constructed sideboard may hold at most 15 (CR 100.4a)`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defs, err := parse(t, tt.src).Resolve(Default(), tt.opts)
			assert.Nil(t, defs, "nothing is returned with an error")
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrDecklist)
			assert.ErrorIs(t, err, tt.sentinel)
			assert.Equal(t, strings.Join(tt.want, "\n"), err.Error())
		})
	}
}

// Without the constructed check, test decks may hold any number of copies.
func TestResolveWithoutConstructedAllowsManyCopies(t *testing.T) {
	defs, err := parse(t, "24 Mountain\n36 Lightning Strike\n").Resolve(Default(), ValidateOptions{})
	require.NoError(t, err)
	assert.Len(t, defs, 60)
}

func TestResolveWithoutConstructedAllowsSmallDecksAndBigSideboards(t *testing.T) {
	src := "1 Forest\nSideboard\n20 Island\n"
	defs, err := parse(t, src).Resolve(Default(), ValidateOptions{})
	require.NoError(t, err)
	assert.Equal(t, []*Definition{Forest}, defs)
}

func TestResolveBasicLandsUnlimited(t *testing.T) {
	src := "30 Forest\n20 forest\n10 Mountain\nSideboard\n15 Swamp\n"
	defs, err := parse(t, src).Resolve(Default(), ValidateOptions{Constructed: true})
	require.NoError(t, err, "CR 100.2a: any number of basic land cards")
	assert.Len(t, defs, 60)
}

func TestResolveReportsEveryProblemAtOnce(t *testing.T) {
	src := `4 Lightning Strike
3 Lightnig Strike
2 Lightning Strike
1 Shock
Sideboard
10 Negate
8 Cancel
`
	_, err := parse(t, src).Resolve(Default(), ValidateOptions{Constructed: true})
	var list ErrorList
	require.ErrorAs(t, err, &list)
	var got []string
	for _, e := range list {
		got = append(got, e.Error())
	}
	assert.Equal(t, []string{
		`deck.txt:2: unknown card "Lightnig Strike" (did you mean "Lightning Strike"?)`,
		`deck.txt:3: 6 copies of "Lightning Strike" (lines 1 and 3); a deck may hold at most 4 of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)`,
		`deck.txt:4: unknown card "Shock"`,
		`deck.txt:6: 10 copies of "Negate"; a deck may hold at most 4 of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)`,
		`deck.txt:7: sideboard has 18 cards; a constructed sideboard may hold at most 15 (CR 100.4a)`,
		`deck.txt:7: 8 copies of "Cancel"; a deck may hold at most 4 of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)`,
		`deck.txt: main deck has 10 cards; a constructed deck needs at least 60 (CR 100.2a)`,
	}, got)
	assert.ErrorIs(t, err, ErrUnknownCard)
	assert.ErrorIs(t, err, ErrTooManyCopies)
	assert.ErrorIs(t, err, ErrSideboardTooLarge)
	assert.ErrorIs(t, err, ErrTooFewCards)
	var ue *UnknownCardError
	require.ErrorAs(t, err, &ue)
	assert.Equal(t, "Lightnig Strike", ue.Name)
	assert.Equal(t, []string{"Lightning Strike"}, ue.Suggestions)
}

// A sideboard written before the main deck is counted in the order of
// the lines: the copy that goes over four is the later line's.
func TestResolveCopiesCountedInLineOrder(t *testing.T) {
	src := "Sideboard\n3 Serra Angel\nDeck\n57 Mountain\n2 Serra Angel\n1 Mountain\n"
	_, err := parse(t, src).Resolve(Default(), ValidateOptions{Constructed: true})
	require.EqualError(t, err, `deck.txt:5: 5 copies of "Serra Angel" (lines 2 and 5); a deck may hold at most 4 of a card other than a basic land, sideboard included (CR 100.2a, 100.4a)`)
}

// A Decklist built by hand is held to the parser's limits: counts of 1
// to MaxCount, and at most MaxDeckCards cards in the main deck and in the
// sideboard. Nothing is expanded for it (a negative count used to panic,
// a huge one to exhaust memory).
func TestResolveRefusesCountsTheParserWouldRefuse(t *testing.T) {
	big := &Decklist{Name: "api"}
	for i := range MaxDeckCards/MaxCount + 1 {
		big.Main = append(big.Main, Entry{Count: MaxCount, Name: "Forest", Line: i + 1})
	}
	for _, c := range []struct {
		d    *Decklist
		want string
	}{
		{&Decklist{Name: "api", Main: []Entry{{Count: -3, Name: "Forest", Line: 1}}}, `api:1: count -3 of "Forest" is out of range 1..999`},
		{&Decklist{Name: "api", Main: []Entry{{Count: 0, Name: "Forest", Line: 1}}}, `api:1: count 0 of "Forest" is out of range 1..999`},
		{&Decklist{Name: "api", Main: []Entry{{Count: 1 << 31, Name: "Forest", Line: 1}}}, `api:1: count 2147483648 of "Forest" is out of range 1..999`},
		{&Decklist{Name: "api", Sideboard: []Entry{{Count: MaxCount + 1, Name: "Negate", Line: 2}}}, `api:2: count 1000 of "Negate" is out of range 1..999`},
		{big, `api:11: more than 10000 cards`},
	} {
		for _, opts := range []ValidateOptions{{}, {Constructed: true}} {
			defs, err := c.d.Resolve(Default(), opts)
			assert.Nil(t, defs)
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrDecklist)
			var list ErrorList
			require.ErrorAs(t, err, &list)
			assert.Equal(t, c.want, list[0].Error(), "constructed %v", opts.Constructed)
		}
	}
}

// A catalog of the caller's may hold tokens, but no deck holds one
// (CR 110.5): Resolve refuses the line, as New would refuse the deck.
func TestResolveRefusesTokens(t *testing.T) {
	c, err := NewCatalog(SoldierToken, Forest)
	require.NoError(t, err)
	list, err := ParseDecklist("tokens.txt", strings.NewReader("4 Soldier\n56 Forest\n"))
	require.NoError(t, err)
	defs, err := list.Resolve(c, ValidateOptions{Constructed: true})
	require.Nil(t, defs)
	require.ErrorIs(t, err, ErrDecklist)
	require.ErrorContains(t, err, `tokens.txt:1: "Soldier" is a token or an emblem, not a card a deck may hold (CR 110.5)`)
}
