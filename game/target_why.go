package game

import (
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// Why a target is illegal, in words, for a refusal (CR 114.1): what the
// chosen player or object is and where, against what the spell or
// ability may target. The words name only what the player may know: a
// card in a library or another player's hand is not even located.

// targetMismatch says why t doesn't fit spec, for a spell or ability of
// p's, when hexproof and protection are not the reason; "" when no
// simple reason is found.
func (g *Game) targetMismatch(spec *ability.TargetSpec, t Target, p PlayerID, source ObjectID) string {
	wants := allowWords(spec.Allow)
	if t.IsPlayer() {
		q := PlayerID(t.Player)
		switch {
		case int(q) >= len(g.players):
			return ": player " + itoa(int(q)) + " does not exist"
		case spec.Allow&ability.AllowPlayer == 0:
			return ": it targets " + wants + ", not a player"
		case !g.inGame(q):
			return ": " + g.playerName(q) + " has left the game"
		case !g.sideOK(spec.Filter.Side, q, p):
			return ": " + g.playerName(q) + sideWords(spec.Filter.Side, g.playerName(p))
		}
		return ""
	}
	if t.Object == 0 {
		return ": no target was chosen for it, and only an \"up to\" target may be left unchosen"
	}
	// A card in a zone hidden from p reads as no object at all, so that
	// the refusal doesn't tell p where hidden cards are (CR 401.2, 402.3).
	slot, ok := g.lookupSeenBy(ObjectID(t.Object), p)
	if !ok {
		return ": object " + itoa(int(t.Object)) + " does not exist, or is a card hidden from " + g.playerName(p) + " (a card that changed zones is a new object, CR 400.7)"
	}
	o := &g.objects[slot]
	if hiddenZone(o.zone) {
		return ": it is a card in " + g.playerName(p) + "'s hand, where nothing can be targeted"
	}
	name := g.label(g.idOf(slot), English)
	switch o.zone {
	case zone.Battlefield:
		if spec.Allow&ability.AllowPermanent == 0 {
			return ": " + name + " is on the battlefield; it targets " + wants
		}
		if !g.permanentAllowed(slot, spec.Allow) {
			tw := strings.ReplaceAll(typeWords(g.types(slot), English), " or ", " ") // "artifact land"
			return ": " + name + " is " + article(tw) + " " + tw + "; it targets " + wants
		}
		if !g.sideOK(spec.Filter.Side, o.controller, p) {
			return ": " + name + " is controlled by " + g.playerName(o.controller) + "; it must be controlled by " + sideWhose(spec.Filter.Side, g.playerName(p))
		}
		return ": " + name + " is not " + wants + " of the kind it targets" + g.spellWords(source)
	case zone.Graveyard:
		if spec.Allow&ability.AllowCardInGraveyard == 0 {
			return ": " + name + " is a card in a graveyard; it targets " + wants
		}
		if !g.sideOK(spec.Filter.Side, o.owner, p) {
			return ": " + name + " is in " + g.playerName(o.owner) + "'s graveyard; it must be in the graveyard of " + sideWhose(spec.Filter.Side, g.playerName(p))
		}
		return ": " + name + " is not a card of the kind it targets" + g.spellWords(source)
	case zone.Stack:
		if spec.Allow&ability.AllowSpell == 0 {
			return ": " + name + " is a spell on the stack; it targets " + wants
		}
		return ": " + name + " is not a spell of the kind it targets" + g.spellWords(source)
	}
	return ": " + name + " is in " + o.zone.String() + "; it targets " + wants
}

// allowWords names what allow lets a spell target: "a creature or
// player", "a creature card in a graveyard".
func allowWords(allow ability.Allow) string {
	var words []string
	for _, k := range []struct {
		bit  ability.Allow
		word string
	}{
		{ability.AllowCreature, "creature"}, {ability.AllowPlaneswalker, "planeswalker"},
		{ability.AllowArtifact, "artifact"}, {ability.AllowEnchantment, "enchantment"},
		{ability.AllowLand, "land"}, {ability.AllowPlayer, "player"},
		{ability.AllowSpell, "spell"}, {ability.AllowCardInGraveyard, "card in a graveyard"},
	} {
		if allow&k.bit != 0 {
			words = append(words, k.word)
		}
	}
	if allow&ability.AllowPermanent == ability.AllowPermanent {
		words = append([]string{"permanent"}, words[5:]...)
	}
	if len(words) == 0 {
		return "nothing"
	}
	return article(words[0]) + " " + strings.Join(words, " or ")
}

// sideWords says why player q is not on side s of p's spell.
func sideWords(s ability.Side, p string) string {
	switch s {
	case ability.YourSide:
		return " is not " + p + ": it targets its controller"
	case ability.OpponentSide, ability.NotYourSide:
		return " is not an opponent of " + p
	}
	return " can't be chosen"
}

// sideWhose names whose objects side s of p allows: "Alice", "an
// opponent of Alice".
func sideWhose(s ability.Side, p string) string {
	switch s {
	case ability.YourSide:
		return p
	case ability.OpponentSide:
		return "an opponent of " + p
	case ability.NotYourSide:
		return "a player other than " + p
	}
	return "anyone"
}

// spellWords quotes the text of source when it is a spell being cast or
// on the stack (" (Plummet: \"Destroy target creature with flying.\")"),
// so that a refused target can be read against what the spell asks;
// "" for an ability's source, whose text holds other abilities too.
func (g *Game) spellWords(source ObjectID) string {
	s, ok := g.lookup(source)
	if !ok || g.objects[s].zone == zone.Battlefield || g.objects[s].def.Text == "" {
		return ""
	}
	d := g.objects[s].def
	return " (" + d.Name + ": \"" + d.Text + "\")"
}

// targetRulesToo adds to a refused target's rules those an author may
// look for: only permanents and players are targets unless the spell
// says otherwise (CR 114.2), and an Aura spell's target is set by its
// enchant ability (auraSpellTargets).
func (g *Game) targetRulesToo(err *RuleError, t Target, a *Action, source ObjectID) error {
	if !t.IsPlayer() {
		// Only permanents (and players) are targets unless the spell says
		// otherwise. A card in a hidden zone is refused as no object at
		// all, telling nothing of it (CR 402.3): both cite 114.2.
		if s, ok := g.lookup(ObjectID(t.Object)); !ok || g.objects[s].zone != zone.Battlefield {
			alsoCite(err, "114.2")
		}
	}
	g.auraSpellTargets(err, a, source)
	return err
}

// auraSpellTargets cites, for a refused target of an Aura spell being
// cast, the rules that its enchant ability sets its target (CR 303.4a,
// 702.5a); it reports whether a was such a cast.
func (g *Game) auraSpellTargets(err error, a *Action, source ObjectID) bool {
	if a.Kind != ActCast {
		return false
	}
	if s, ok := g.lookup(source); !ok || !g.objects[s].def.IsAura() {
		return false
	}
	alsoCite(err, "303.4a", "702.5a")
	return true
}
