package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Cards no M15 card is like, which a program may define: each effect
// below acts only where the rules let it, and the game stays sound.

// instant returns a {0} instant with targets and effects.
func instant(name string, targets []ability.TargetSpec, effects ...ability.Effect) *card.Definition {
	return card.Define(card.Definition{Name: name, ManaCost: mana.MustParseCost("{0}"), Types: card.Instant,
		Spell: ability.Spell{Targets: targets, Effects: effects}})
}

// castAndPass casts the instant id of Alice's with targets, and has both
// players pass once.
func castAndPass(t *testing.T, g *game.Game, id game.ObjectID, targets ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(0, id, targets...))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
}

// CR 603.5: "You may return target creature to its owner's hand. You may
// return another target creature to its owner's hand." Each "you may" is
// asked in turn; the two moves are no longer one event once the first
// asks (before, the resolution looped without end).
func TestEachOptionalBounceIsAsked(t *testing.T) {
	g, put := emptyDuel(t, 1)
	bounce := ability.Effect{Op: ability.OpBounce, Optional: true}
	second := bounce
	second.Target = 1
	spell := put(0, zone.Hand, instant("Test Maybe Void", []ability.TargetSpec{ability.TargetCreature, ability.TargetCreature}, bounce, second))
	bear := put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	courser := put(1, zone.Battlefield, cardDef(t, "Centaur Courser"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, spell, game.ObjectTarget(bear), game.ObjectTarget(courser))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 0}))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind, "the second \"you may\"")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	_, bearThere := g.Object(bear)
	require.True(t, bearThere, "the first was declined")
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand), "the second returned")
	require.NoError(t, g.CheckInvariants())
}

// CR 110.1, 701.21a: tapping is done to permanents. An effect that taps
// its target does nothing to a creature card in a graveyard it targets.
func TestTapReachesOnlyPermanents(t *testing.T) {
	g, put := emptyDuel(t, 1)
	graveyardCard := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: card.Creature}}
	spell := put(0, zone.Hand, instant("Test Odd Tap", []ability.TargetSpec{graveyardCard}, ability.Effect{Op: ability.OpTap}))
	dead := put(1, zone.Graveyard, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, spell, game.ObjectTarget(dead))
	o, ok := g.Object(dead)
	require.True(t, ok)
	require.Equal(t, zone.Graveyard, o.Zone)
	require.False(t, o.Tapped)
	require.NoError(t, g.CheckInvariants())
}

// CR 114.2, 400.7: "put target spell into its owner's library" would
// take the spell off the stack. The engine acts on a spell on the stack
// only by countering it or naming its controller, so Game.Put refuses
// the definition (card.ErrInvalidDefinition, naming the target) and
// changes nothing, rather than let the spell resolve as if nothing had
// happened.
func TestMovesOfSpellsRefused(t *testing.T) {
	g, _ := emptyDuel(t, 1)
	before := g.Fingerprint()
	_, err := g.Put(0, zone.Hand, instant("Test Tuck", []ability.TargetSpec{ability.TargetSpell}, ability.Effect{Op: ability.OpPutIntoLibrary, Amount: ability.N(1)}), game.PutOptions{})
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Spell.Effects[0].Target", fe.Field)
	require.Equal(t, before, g.Fingerprint())
}

// "Look at the top X cards of your library and put one of them into your
// graveyard" with X 0 looks at no card and asks nothing (before, it asked
// the player to pick one of none, and no answer was legal).
func TestLookAtNoCardsAsksNothing(t *testing.T) {
	g, put := emptyDuel(t, 1)
	spell := put(0, zone.Hand, card.Define(card.Definition{Name: "Test Look X", ManaCost: mana.MustParseCost("{X}"), Types: card.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpLookMill, Amount: ability.X}}}}))
	put(0, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	castAndPass(t, g, spell)
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 1, g.ZoneLen(0, zone.Library))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "only the spell")
}

// CR 701.14a: Genesis Hydra cast with X 0 reveals no card, and its
// "you may put one of them onto the battlefield" has none to offer: the
// trigger resolves without asking (the scenario runner answers a
// question with one answer by itself, so only the API shows it).
func TestGenesisHydraForZeroAsksNothing(t *testing.T) {
	g, put := emptyDuel(t, 1)
	hydra := put(0, zone.Hand, cardDef(t, "Genesis Hydra"))
	put(0, zone.Battlefield, card.Forest)
	put(0, zone.Battlefield, card.Forest)
	put(0, zone.Library, cardDef(t, "Runeclaw Bear"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.CastX(0, hydra, 0))
	require.Equal(t, 2, g.StackLen(), "the spell and its cast trigger")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 1, g.StackLen(), "the trigger resolved; the Hydra waits")
}

// CR 509.1b: a creature that can't be blocked except by two or more
// creatures and can't be blocked by more than one can't be blocked at
// all: no block of it is listed (before, a block by two was listed and
// then refused).
func TestTwoOrMoreAndNotMoreThanOneIsUnblockable(t *testing.T) {
	g, put := emptyDuel(t, 1)
	loner := card.Define(card.Definition{Name: "Test Loner", ManaCost: mana.MustParseCost("{2}"), Types: card.Creature,
		Power: card.Fixed(2), Toughness: card.Fixed(2), Keywords: ability.Menace, Restrictions: ability.CantBeBlockedByMoreThanOne})
	require.NoError(t, loner.Check())
	attacker := put(0, zone.Battlefield, loner)
	other := put(0, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	put(1, zone.Battlefield, cardDef(t, "Runeclaw Bear"))
	put(1, zone.Battlefield, cardDef(t, "Centaur Courser"))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: attacker, Player: 1}, {Attacker: other, Player: 1}}}))
	for i := 0; i < 4 && g.Pending().Kind != game.DecideBlockers; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind, "the other attacker can be blocked")
	for _, a := range g.LegalActions(nil) {
		for _, b := range a.Blockers {
			require.NotEqual(t, attacker, b.Attacker, "no block of the Loner: %s", g.Describe(a, game.English))
		}
	}
}
