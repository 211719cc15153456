package game_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// An unknown language is English throughout, the tags that tell alike
// cards apart included (they took Chinese brackets).
func TestUnknownLangIsEnglish(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.Mountain)
	put(alice, zone.Battlefield, card.Mountain)
	put(alice, zone.Hand, card.Mountain)
	put(alice, zone.Hand, card.Mountain)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.Equal(t, g.Prompt(game.English), g.Prompt(game.Lang(7)))
	for _, a := range g.LegalActions(nil) {
		en := g.Describe(a, game.English)
		require.Equal(t, en, g.Describe(a, game.Lang(7)))
		require.NotContains(t, en, "（")
	}
}

// The same holds where a text adds a card's rules text or a type word
// only in English: a cost's prompt (Blood Host's "another creature to
// sacrifice") and the activations of a mana ability and of another.
func TestUnknownLangIsEnglishInCostsAndAbilities(t *testing.T) {
	g, put := emptyDuel(t, 1)
	host := put(alice, zone.Battlefield, card.BloodHost)
	put(alice, zone.Battlefield, card.RuneclawBear)
	put(alice, zone.Battlefield, card.LlanowarWastes)
	put(alice, zone.Battlefield, card.Swamp)
	put(alice, zone.Battlefield, card.Swamp)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate || a.Kind == game.ActActivateMana {
			require.Equal(t, g.Describe(a, game.English), g.Describe(a, game.Lang(2)))
		}
	}
	require.NoError(t, g.Activate(alice, host, 0))
	en := g.Prompt(game.English)
	require.Contains(t, en, "creature to sacrifice")
	require.Equal(t, en, g.Prompt(game.Lang(2)))
}

// A token comes from outside the game (CR 110.5): its event has no
// "from", as docs/json.md says of a place outside the game; the command
// zone, where the engine builds it, is not named.
func TestTokenEventHasNoFrom(t *testing.T) {
	g, put := emptyDuel(t, 1)
	alarm := put(alice, zone.Hand, card.RaiseTheAlarm)
	put(alice, zone.Battlefield, card.Plains)
	put(alice, zone.Battlefield, card.Plains)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, alarm))
	require.NoError(t, g.PassUntilResolved())
	tokens := 0
	for _, e := range g.EventsFor(alice) {
		if e.Kind != game.EventZoneChange || e.Name != "Soldier" {
			continue
		}
		tokens++
		b, err := json.Marshal(e)
		require.NoError(t, err)
		require.NotContains(t, string(b), `"from"`, "%s", b)
		require.Contains(t, string(b), `"to":"battlefield"`, "%s", b)
	}
	require.Equal(t, 2, tokens)
}

// A refusal names the step as the prompt does ("precombat main phase"),
// not by the scenario format's word ("main1").
func TestRefusalNamesTheStepInWords(t *testing.T) {
	g, put := emptyDuel(t, 1)
	put(alice, zone.Battlefield, card.Mountain)
	put(bob, zone.Library, card.Island)
	require.NoError(t, g.Start(3, alice, game.Main1))
	err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: bob})
	require.Error(t, err)
	require.Contains(t, err.Error(), "Alice has priority in the precombat main phase")
	require.False(t, strings.Contains(err.Error(), "main1"), "%v", err)
}

// A mana ability with no colour to choose is told apart in Chinese by
// the mana it makes, as English quotes its printed line: Shivan Reef's
// colourless ability reads "产生{C}" beside its "{U}" and "{R}" ones.
func TestChineseManaAbilityNamesItsMana(t *testing.T) {
	g, put := emptyDuel(t, 1)
	reef, err := card.Default().Lookup("Shivan Reef")
	require.NoError(t, err)
	id := put(alice, zone.Battlefield, reef)
	require.NoError(t, g.Start(3, alice, game.Main1))
	var texts []string
	for _, a := range g.OtherActions(nil) {
		if a.Kind == game.ActActivateMana && a.Object == id {
			texts = append(texts, g.Describe(a, game.Chinese))
		}
	}
	require.ElementsMatch(t, []string{"使用西瓦暗礁的魔法力异能，产生{C}", "使用西瓦暗礁的魔法力异能，产生{U}", "使用西瓦暗礁的魔法力异能，产生{R}"}, texts)
}

// A "you may" question names, in Chinese, which of the card's abilities
// asks it when the card has two of that kind (Hoarding Dragon's enter
// and dies triggers), as English quotes the printed sentence.
func TestChineseMayPromptNamesTheAbility(t *testing.T) {
	g, put := emptyDuel(t, 1)
	dragon, err := card.Default().Lookup("Hoarding Dragon")
	require.NoError(t, err)
	put(alice, zone.Library, card.Mountain)
	id := put(alice, zone.Hand, dragon)
	for range 5 {
		put(alice, zone.Battlefield, card.Mountain)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, id))
	for g.Pending().Kind == game.DecidePriority && !g.Over() {
		require.NoError(t, g.Apply(game.Action{Kind: game.ActPass, Player: g.Pending().Player}))
	}
	require.Equal(t, game.DecideYesNo, g.Pending().Kind, g.Prompt(game.English))
	require.Contains(t, g.Prompt(game.Chinese), "的第1个触发式异能写有“你可以”")
}
