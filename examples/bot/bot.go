package main

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
)

// Bot is a greedy player for one seat. It reads only its own view and
// the options of its decision; it keeps no state between decisions but a
// reusable buffer.
type Bot struct {
	// Me is the bot's seat.
	Me  game.PlayerID
	buf []game.Action
}

// Choose returns the bot's answer to g's pending decision, which must be
// the bot's: the option with the best score (the first of equals).
// Scores, one step deep:
//   - priority: play a land; else cast the spell of greatest mana value
//     whose targets suit it (harm goes to the opponent, help to the bot);
//     else pass;
//   - attack with the option of greatest power among creatures that no
//     untapped opposing creature can kill;
//   - block when the blocker survives or kills the attacker, or to
//     survive a lethal attacker;
//   - keep hands of two to five lands, take the first turn, and take the
//     first option of any other decision.
func (b *Bot) Choose(g *game.Game) game.Action {
	b.buf = g.LegalActions(b.buf[:0])
	if len(b.buf) == 0 { // never for the pending player of a running game
		return game.Action{Kind: game.ActPass, Player: b.Me}
	}
	v := g.View(b.Me)
	best, bestScore := 0, -1<<30
	for i, o := range v.Pending.Options {
		if s := b.score(&v, o); s > bestScore {
			best, bestScore = i, s
		}
	}
	return b.buf[best]
}

// score rates one option; higher is better.
func (b *Bot) score(v *game.View, o game.ViewAction) int {
	switch o.Kind {
	case game.ActPass:
		return 0
	case game.ActPlayLand:
		return 1000
	case game.ActCast:
		if !b.targetsSuit(v, o) {
			return -1
		}
		return 10 + o.Card.ManaCost.ManaValue()
	case game.ActChooseTargets:
		if o.Card != nil && !b.targetsSuit(v, o) {
			return -1
		}
		return 1
	case game.ActDeclareAttackers:
		return b.attackScore(v, o)
	case game.ActDeclareBlockers:
		return b.blockScore(v, o)
	case game.ActChoose:
		return b.chooseScore(v, o)
	}
	return -1 // abilities, mana abilities (payment is automatic), concede
}

// helps reports whether the card helps what it targets (a pump, card
// draw, life, an Aura that makes its creature bigger) rather than harms
// it; its first effect, or for an Aura its static ability, decides.
func helps(d *card.Definition) bool {
	if len(d.Spell.Effects) > 0 {
		switch e := d.Spell.Effects[0]; e.Op {
		case ability.OpModify:
			return e.Power+e.Toughness > 0
		case ability.OpDraw, ability.OpGainLife:
			return true
		}
		return false
	}
	for _, st := range d.Statics {
		if st.Affects == ability.AffectsAttached {
			return st.Power+st.Toughness > 0 && st.Restrictions == 0
		}
	}
	return false
}

// targetsSuit reports whether every target of o is on the right side:
// the bot's own for helpful cards, the opponent's for harmful ones.
func (b *Bot) targetsSuit(v *game.View, o game.ViewAction) bool {
	friendly := o.Card != nil && helps(o.Card)
	for _, t := range o.Targets {
		owner := t.Player
		if t.Object != 0 {
			owner = controllerOf(v, t.Object)
		}
		if (owner == b.Me) != friendly {
			return false
		}
	}
	return true
}

// controllerOf returns who controls the permanent or stack item id, or
// NoPlayer.
func controllerOf(v *game.View, id game.ViewID) game.PlayerID {
	if o, ok := permanent(v, id); ok {
		return o.Controller
	}
	for _, s := range v.Stack {
		if s.ID == id {
			return s.Controller
		}
	}
	return game.NoPlayer
}

// permanent finds the permanent id on the battlefield.
func permanent(v *game.View, id game.ViewID) (game.ViewObject, bool) {
	for _, o := range v.Battlefield {
		if o.ID == id {
			return o, true
		}
	}
	return game.ViewObject{}, false
}

// attackScore sums the power of safe attackers; an attacker that an
// untapped opposing creature could kill costs 1.
func (b *Bot) attackScore(v *game.View, o game.ViewAction) int {
	s := 0
	for _, at := range o.Attackers {
		a, _ := permanent(v, at.Attacker)
		if b.threatened(v, a) {
			s--
		} else {
			s += a.Power
		}
	}
	return s
}

// threatened reports whether an untapped creature of the opponent has
// power enough to kill a.
func (b *Bot) threatened(v *game.View, a game.ViewObject) bool {
	for _, o := range v.Battlefield {
		if o.Controller != b.Me && !o.Tapped && o.Types&ability.Creature != 0 && o.Power >= a.Toughness-a.Damage {
			return true
		}
	}
	return false
}

// blockScore rates a block declaration: 2 for a blocker that survives,
// 1 for one that kills its attacker or saves the bot from a lethal one,
// -1 for a chump block otherwise.
func (b *Bot) blockScore(v *game.View, o game.ViewAction) int {
	s := 0
	for _, bl := range o.Blockers {
		blocker, _ := permanent(v, bl.Blocker)
		attacker, _ := permanent(v, bl.Attacker)
		switch {
		case blocker.Toughness-blocker.Damage > attacker.Power:
			s += 2
		case blocker.Power >= attacker.Toughness-attacker.Damage:
			s++
		case incoming(v) >= v.Players[b.Me].Life:
			s++
		default:
			s--
		}
	}
	return s
}

// incoming is the total power of the attacking creatures.
func incoming(v *game.View) int {
	n := 0
	for _, a := range v.Combat {
		if o, ok := permanent(v, a.Attacker); ok {
			n += o.Power
		}
	}
	return n
}

// chooseScore answers the start of the game and yes/no questions.
func (b *Bot) chooseScore(v *game.View, o game.ViewAction) int {
	switch v.Pending.Kind {
	case game.DecideStartingPlayer:
		if game.PlayerID(o.Choice) == b.Me {
			return 1
		}
	case game.DecideMulligan:
		lands := 0
		for _, c := range v.Hand {
			if c.Types&ability.Land != 0 {
				lands++
			}
		}
		keep := len(v.Hand) <= 5 || (lands >= 2 && lands <= 5)
		if (o.Choice == 0) == keep {
			return 1
		}
	case game.DecideYesNo:
		return o.Choice // "you may": yes
	}
	return 0
}
