package game

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/stack"
)

// Every decision kind has a prompt of its own in both languages, and every
// answer to a choice a text of its own, even without the state that
// usually comes with the decision.
func TestEveryDecisionKindHasAPrompt(t *testing.T) {
	deck := []*card.Definition{card.Mountain, card.RuneclawBear, card.LightningStrike}
	var decks []*card.Definition
	for i := 0; i < 10; i++ {
		decks = append(decks, deck...)
	}
	g, err := New(Config{Seed: 1, Players: []PlayerConfig{{Name: "Alice", Deck: decks}, {Name: "Bob", Deck: decks}}})
	require.NoError(t, err)
	for k := DecidePriority; k.String() != "decision?"; k++ {
		_, err := k.MarshalText()
		require.NoError(t, err, "decision kind %v has no JSON word", k)
		g.pending = Decision{Kind: k, Player: 1, Count: 2}
		seen := map[string]bool{}
		for _, lang := range []Lang{English, Chinese} {
			p := g.Prompt(lang)
			require.True(t, strings.HasPrefix(p, "Bob"), "%v: %q", k, p)
			require.NotContains(t, p, "decide (", "%v", k)
			require.NotContains(t, p, "作出决定", "%v", k)
			require.False(t, seen[p])
			seen[p] = true
			switch k {
			case DecidePriority, DecideDiscard, DecideAttackers, DecideBlockers, DecideTargets, DecideCopyTargets:
				continue // not answered by ActChoose
			}
			for c := 0; c < 2; c++ {
				s := g.Describe(Action{Kind: ActChoose, Player: 1, Choice: c}, lang)
				require.NotEmpty(t, s)
				require.NotContains(t, s, "Choose ", "%v", k)
			}
		}
	}
}

// Describe never fails on an action that is not an option: any kind, any
// object, target, ability, colour or choice.
func TestDescribeAnyAction(t *testing.T) {
	g, err := New(Config{Seed: 2, Players: []PlayerConfig{{Name: "A", Deck: []*card.Definition{card.Mountain, card.LightningStrike}}, {Name: "B"}}})
	require.NoError(t, err)
	r := newRNG(3)
	for i := 0; i < 20000; i++ {
		a := Action{Kind: ActionKind(r.IntN(14)), Player: PlayerID(r.IntN(6) - 1), Object: ObjectID(r.IntN(1 << 18)),
			Ability: r.IntN(6) - 1, X: r.IntN(5), Choice: r.IntN(8) - 2, Discard: ObjectID(r.IntN(8)),
			NumTargets: r.IntN(7) - 1, Attackers: []Attack{{Attacker: ObjectID(r.IntN(8)), Player: PlayerID(r.IntN(6) - 1), Planeswalker: ObjectID(r.IntN(8))}},
			Blockers: []Block{{Blocker: ObjectID(r.IntN(8)), Attacker: ObjectID(r.IntN(8))}}}
		a.Color = 0
		a.Targets[0] = ObjectTarget(ObjectID(r.IntN(70000)))
		a.Targets[1] = PlayerTarget(PlayerID(r.IntN(8) - 2))
		g.pending.Kind = DecisionKind(r.IntN(20))
		for _, lang := range []Lang{English, Chinese, Lang(7)} {
			require.NotEmpty(t, g.Describe(a, lang))
			require.NotEmpty(t, g.Prompt(lang))
		}
	}
}

// Every action and event kind has a JSON word: a kind added without one
// fails here.
func TestEveryKindHasAWord(t *testing.T) {
	for k := ActPass; k.String() != "action?"; k++ {
		_, err := k.MarshalText()
		require.NoError(t, err, "action kind %v", k)
	}
	for k := EventTurnBegin; int(k) < len(eventKindNames); k++ {
		_, err := k.MarshalText()
		require.NoError(t, err, "event kind %d", k)
	}
	for s := Step(0); s < numSteps; s++ {
		_, err := s.MarshalText()
		require.NoError(t, err, "step %v", s)
	}
}

// A "you may" question quotes the card's sentence: its one such sentence,
// or, on a card with several (Hoarding Dragon), the one in the line of
// the resolving trigger; without a trigger to tell, none is guessed.
func TestMayLine(t *testing.T) {
	trigger := func(n int8) stack.Item { return stack.Item{Kind: stack.TriggeredAbility, Ability: n} }
	require.Equal(t, "", mayLine(card.HoardingDragon, false, stack.Item{}))
	require.Equal(t, "When Hoarding Dragon enters the battlefield, you may search your library for an artifact card, exile it, then shuffle your library.",
		mayLine(card.HoardingDragon, false, trigger(0)))
	require.Equal(t, "When Hoarding Dragon dies, you may put the exiled card into its owner's hand.",
		mayLine(card.HoardingDragon, false, trigger(1)))
	require.Equal(t, "When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.",
		mayLine(card.Gravedigger, false, trigger(0)))
	require.Equal(t, "", mayLine(card.RuneclawBear, false, stack.Item{}))
	// A granted ability's question quotes the granted ability alone.
	require.Equal(t, "When this creature enters the battlefield, you may exile target creature an opponent controls until this creature leaves the battlefield.",
		mayLine(card.ConstrictingSliver, true, trigger(0)))
}
