package game_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

func twoPlayers(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	return g
}

func saveLoad(t *testing.T, g *game.Game) *game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	loaded, err := game.Load(&b, card.Default())
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
	return loaded
}

// A granted ability on the stack (CR 613.1f; Burning Anger) survives a
// save and load, and resolves after the granting Aura has left
// (CR 112.7a).
func TestGrantedAbilitySaveLoadAndAuraGone(t *testing.T) {
	g := twoPlayers(t)
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.BurningAnger, game.PutOptions{AttachedTo: bear})
	for range 2 {
		g.Put(1, zone.Battlefield, card.Forest, game.PutOptions{})
	}
	g.Put(1, zone.Hand, card.Naturalize, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.Main1))
	ab, ok := g.ActivatedAbility(bear, 0)
	require.True(t, ok)
	require.Same(t, card.BurningAnger.Statics[0].Grant, ab)
	_, ok = g.ActivatedAbility(bear, 1)
	require.False(t, ok)
	_, ok = g.ActivatedAbility(bear, -1)
	require.False(t, ok)
	require.NoError(t, g.Activate(0, bear, 0, game.PlayerTarget(1)))
	for _, h := range []*game.Game{g, saveLoad(t, g)} {
		require.NoError(t, h.Pass(0))
		aura := h.Zone(0, zone.Battlefield)
		var anger game.ObjectID
		for _, id := range aura {
			if o, _ := h.Object(id); o.Card == card.BurningAnger {
				anger = id
			}
		}
		require.NoError(t, h.Cast(1, h.Zone(1, zone.Hand)[0], game.ObjectTarget(anger)))
		require.NoError(t, h.PassUntilResolved()) // Naturalize
		require.NoError(t, h.PassUntilResolved()) // the ability
		require.Equal(t, 18, h.Life(1), "the ability resolves without its Aura")
	}
}

// A pending colour choice (CR 105.4) survives a save and load; a choice
// outside the five colours is refused and changes nothing.
func TestColorDecisionSaveLoad(t *testing.T) {
	g := twoPlayers(t)
	g.Put(0, zone.Battlefield, card.AvacynGuardianAngel, game.PutOptions{})
	bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	for range 2 {
		g.Put(0, zone.Battlefield, card.Plains, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, 0, game.Main1))
	avacyn := g.Zone(0, zone.Battlefield)[0]
	require.NoError(t, g.Activate(0, avacyn, 0, game.ObjectTarget(bear)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideColor, g.Pending().Kind)
	require.Len(t, g.LegalActions(nil), 5)
	loaded := saveLoad(t, g)
	before := loaded.Fingerprint()
	require.ErrorIs(t, loaded.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 5}), game.ErrIllegal)
	require.Equal(t, before, loaded.Fingerprint())
	for _, h := range []*game.Game{g, loaded} {
		require.NoError(t, h.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: int(mana.Red)}))
		require.Equal(t, game.DecidePriority, h.Pending().Kind)
	}
	require.Equal(t, g.Fingerprint(), loaded.Fingerprint())
}

// Protection that does remove Auras (CR 702.16c, 704.5n) puts an Aura of
// that colour already attached into its owner's graveyard, and unattaches
// Equipment of that colour (CR 702.16d, 704.5p); Spectra Ward's kind
// (CR 702.16m) does not remove the Aura.
func TestProtectionRemovesAttachments(t *testing.T) {
	redAura := card.Define(card.Definition{Name: "Test Red Aura", ManaCost: mana.MustParseCost("{R}"),
		Types: card.Enchantment, Subtypes: []string{"Aura"}, Enchant: ability.TargetSpec{Allow: ability.AllowCreature},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1}}})
	redGear := card.Define(card.Definition{Name: "Test Red Gear", ManaCost: mana.MustParseCost("{R}"),
		Types: card.Artifact, Subtypes: []string{"Equipment"}})
	proRed := func(keep bool) *card.Definition {
		return card.Define(card.Definition{Name: "Test Ward", ManaCost: mana.MustParseCost("{W}"),
			Types: card.Enchantment, Subtypes: []string{"Aura"}, Enchant: ability.TargetSpec{Allow: ability.AllowCreature},
			Statics: []ability.Static{{Affects: ability.AffectsAttached, Protection: mana.SetOf(mana.Red), ProtectionKeepsAuras: keep}}})
	}
	for _, keep := range []bool{false, true} {
		g := twoPlayers(t)
		bear, _ := g.Put(0, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
		aura, _ := g.Put(1, zone.Battlefield, redAura, game.PutOptions{AttachedTo: bear})
		gear, _ := g.Put(0, zone.Battlefield, redGear, game.PutOptions{AttachedTo: bear})
		g.Put(0, zone.Battlefield, proRed(keep), game.PutOptions{AttachedTo: bear})
		require.NoError(t, g.Start(3, 0, game.Main1))
		o, ok := g.Object(aura)
		require.Equal(t, keep, ok && o.Zone == zone.Battlefield, "keep=%v: the red Aura", keep)
		e, ok := g.Object(gear)
		require.True(t, ok)
		require.Equal(t, game.ObjectID(0), e.AttachedTo, "the red Equipment is unattached and stays")
		b, _ := g.Object(bear)
		require.Equal(t, mana.SetOf(mana.Red), b.Protection)
		v := g.View(1)
		found := false
		for _, vo := range v.Battlefield {
			if vo.Card == card.RuneclawBear {
				found = true
				require.Equal(t, mana.SetOf(mana.Red), vo.Protection, "views show protection")
			}
		}
		require.True(t, found)
	}
}
