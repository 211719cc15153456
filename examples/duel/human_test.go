package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// A person plays with -p1 human: the prompts, numbered options and card
// texts are on screen in the chosen language, a number answers, a wrong
// answer is asked again, and the end of the input concedes.
func TestHumanPlays(t *testing.T) {
	for _, c := range []struct{ lang, prompt, hand string }{
		{"en", "keep this hand of 7 cards, or take a mulligan?", "Your hand:"},
		{"zh", "保留这手7张牌，还是进行调度？", "你的手牌："},
	} {
		input = strings.NewReader("x\n9\n1\n" + strings.Repeat("2\n", 30))
		var out bytes.Buffer
		require.NoError(t, run([]string{"-seed", "1", "-p1", "human", "-lang", c.lang, "-budget", "5"}, &out))
		s := out.String()
		require.Contains(t, s, c.prompt)
		require.Contains(t, s, c.hand)
		require.Contains(t, s, "—", "card texts are shown")
		require.Contains(t, s, "1. ", "options are numbered")
		require.Regexp(t, `(Please type a number from 1 to \d+|请输入1到\d+之间的编号)`, s)
		require.Regexp(t, `(Bob wins|Bob获胜)`, s, "Alice concedes when the input ends")
	}
}

// The table shows the other player's cards the person knows: a revealed
// card in their hand, a library card with its place.
func TestHumanSeesKnownCards(t *testing.T) {
	for _, c := range []struct {
		lang      game.Lang
		hand, lib string
	}{
		{game.English, "known in hand: Divine Favor", "known in library: Centaur Courser (2 from the top), Forest"},
		{game.Chinese, "已知手牌：神恩", "已知牌库：半人骏马（自顶数第2张）, 树林"},
	} {
		var out bytes.Buffer
		h := newHuman(strings.NewReader(""), &out, c.lang, 0)
		v := game.View{Players: []game.ViewPlayer{{Name: "Alice"}, {Name: "Bob",
			KnownHand: []game.ViewObject{{Name: "Divine Favor", NameZhHans: "神恩"}},
			KnownLibrary: []game.ViewObject{{Name: "Centaur Courser", NameZhHans: "半人骏马", Position: 2},
				{Name: "Forest", NameZhHans: "树林"}}}}}
		h.show(&v)
		require.Contains(t, out.String(), c.hand)
		require.Contains(t, out.String(), c.lib)
	}
}

// The hand and battlefield on screen number alike cards as the options
// do: every "NAME (#N)" of an option names a card listed as "NAME (#N)".
func TestHumanSeesOptionNumbers(t *testing.T) {
	defer func() { input = os.Stdin }()
	tag, option := regexp.MustCompile(` \(#\d+\)`), regexp.MustCompile(`^ +\d+\. `)
	seen := 0
	for _, seed := range []string{"3", "4", "5"} {
		input = strings.NewReader(strings.Repeat("2\n", 300))
		var out bytes.Buffer
		require.NoError(t, run([]string{"-seed", seed, "-p1", "human", "-budget", "5"}, &out))
		for _, block := range strings.Split(out.String(), strings.Repeat("-", 60)) {
			var listed, options []string
			for _, line := range strings.Split(block, "\n") {
				if option.MatchString(line) {
					options = append(options, line)
				} else if strings.HasPrefix(line, "    ") {
					listed = append(listed, line)
				}
			}
			for _, o := range options {
				for _, m := range tag.FindAllStringIndex(o, -1) {
					found := false
					for _, l := range listed {
						if i := strings.Index(l, o[m[0]:m[1]]); i >= 0 && strings.HasSuffix(o[:m[1]], strings.TrimSpace(l[:i+m[1]-m[0]])) {
							found = true
						}
					}
					require.True(t, found, "seed %s: %q names a card not listed with its number:\n%s", seed, o, block)
					seen++
				}
			}
		}
	}
	require.NotZero(t, seen)
}

// A line longer than any answer is a wrong answer, asked again, not the
// end of the input: the answers after it are read (a line over 64 KiB
// used to concede the game at once).
func TestHumanLongLineIsAskedAgain(t *testing.T) {
	var out bytes.Buffer
	deck := make([]*card.Definition, 60)
	for i := range deck {
		deck[i] = card.Mountain
	}
	g, err := game.New(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: deck}}})
	require.NoError(t, err)
	h := newHuman(strings.NewReader(strings.Repeat("7", 100_000)+"\n1\n"), &out, game.English, g.Pending().Player)
	a := h.Choose(g)
	require.NotEqual(t, game.ActConcede, a.Kind)
	require.Equal(t, g.LegalActions(nil)[0], a)
	require.Contains(t, out.String(), "Please type a number")
}

// The log a person reads is what their seat may know (CR 402.3): Alice
// bounces Bob's Runeclaw Bear while his hidden hand holds another, and
// her log doesn't number it "(#N)" as the engine's record does, which
// would tell her of the other Bear.
func TestHumanLogKeepsHandsHidden(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	for i := 0; i < 3; i++ {
		put(0, zone.Battlefield, card.Island)
		put(0, zone.Library, card.Island)
		put(1, zone.Library, card.Forest)
	}
	snare := put(0, zone.Hand, card.VoidSnare)
	bear := put(1, zone.Battlefield, card.RuneclawBear)
	put(1, zone.Hand, card.RuneclawBear)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, snare, game.ObjectTarget(bear)))
	require.NoError(t, g.PassUntilResolved())
	engine := strings.Join(logLines(g, nil, game.English), "\n")
	require.Regexp(t, `Runeclaw Bear \(#\d+\) is returned to Bob's hand`, engine, "the engine's record tells the Bears apart")
	alice := strings.Join(logLines(g, []game.PlayerID{0}, game.English), "\n")
	require.Contains(t, alice, "Runeclaw Bear is returned to Bob's hand.")
	require.NotContains(t, alice, "(#")
}

// In Two-Headed Giant a person answers the team's shared decisions, and
// a computer teammate plays its own cards (CR 805.5): the person is not
// offered the teammate's plays, sees the teammate's hand (CR 810.5), and
// the teammate plays lands and spells while the person only passes.
func TestHumanTeamsWithComputer(t *testing.T) {
	input = strings.NewReader(strings.Repeat("1\n", 4000))
	var out bytes.Buffer
	require.NoError(t, run([]string{"-seed", "3", "-variant", "two-headed-giant", "-p1", "human", "-p2", "heuristic",
		"-p3", "heuristic", "-p4", "heuristic"}, &out))
	s := out.String()
	require.NotRegexp(t, `(?m)^ +\d+\. Bob: (Play|Cast)`, s, "the teammate's own plays are not the person's options")
	require.Contains(t, s, "Bob's hand:")
	require.Regexp(t, `Bob (plays|casts) `, s, "the computer teammate plays its cards")
}

// The table shows what the person's view holds beyond the cards: loyalty
// and other counters, what an Aura is attached to, graveyards and exile,
// mana pools (with the part only Sliver spells may spend, CR 106.6), and
// the top card looked at after a mulligan (CR 103.4).
func TestHumanSeesTheWholeTable(t *testing.T) {
	var out bytes.Buffer
	h := newHuman(strings.NewReader(""), &out, game.English, 0)
	var pool, sliver mana.Pool
	pool.Add(mana.Red, 2)
	pool.Add(mana.Green, 1)
	sliver.Add(mana.Green, 1)
	v := game.View{
		Players: []game.ViewPlayer{
			{Name: "Alice", Pool: pool, Restricted: []game.RestrictedMana{{Mana: sliver, For: "Sliver"}},
				Graveyard: []game.ViewObject{{Name: "Lightning Strike"}}},
			{Name: "Bob"}},
		Battlefield: []game.ViewObject{
			{ID: 1, Name: "Runeclaw Bear", Types: ability.Creature, Power: 3, Toughness: 3, Counters: [5]int{game.PlusOne: 1}},
			{ID: 2, Name: "Ensoul Artifact", Types: ability.Enchantment, AttachedTo: 3},
			{ID: 3, Name: "Darksteel Citadel", Types: ability.Artifact | ability.Land},
			{ID: 4, Name: "Chandra, Pyromaster", Types: ability.Planeswalker, Counters: [5]int{game.Loyalty: 4}, Controller: 1}},
		Exile:      []game.ViewObject{{Name: "Mercurial Pretender", Owner: 1}},
		LibraryTop: []game.ViewObject{{Name: "Plains"}},
	}
	h.show(&v)
	s := out.String()
	for _, want := range []string{"Runeclaw Bear 3/3 (1 +1/+1 counters)", "Ensoul Artifact (attached to Darksteel Citadel)",
		"Chandra, Pyromaster (loyalty 4)", "mana pool: 2R 1G", "of which 1G only for Sliver spells",
		"graveyard (top first): Lightning Strike", "exile: Mercurial Pretender", "You look at (top of the library first): Plains"} {
		require.Contains(t, s, want)
	}
}
