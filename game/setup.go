package game

import (
	"fmt"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// PutOptions are the state of an object put into a position by Put.
// The zero value is an untapped object without damage or counters,
// controlled by its owner since before the turn began.
type PutOptions struct {
	// Tapped puts the permanent onto the battlefield tapped.
	Tapped bool
	// Sick: came under its controller's control this turn (CR 302.6),
	// so it stays sick through this turn even when the game starts at
	// the untap step (or, put before StartOpening, through the first
	// turn).
	Sick bool
	// Damage is the damage marked on the permanent, 0 to MaxCount; a
	// planeswalker that is not a creature can have none (CR 119.3c).
	Damage int
	// Counters lists counters by kind.
	Counters [NumCounterKinds]int
	// Controller controls the permanent instead of its owner when
	// SetController is true.
	Controller    PlayerID
	SetController bool
	// Token makes the object a token (CR 110.5).
	Token bool
	// AttachedTo attaches an Aura or Equipment to a permanent put before.
	AttachedTo ObjectID
	// ExactLoyalty makes Counters[Loyalty] the planeswalker's loyalty even
	// when it is 0; otherwise 0 means its printed loyalty.
	ExactLoyalty bool
	// Chosen is what was chosen for the permanent as it entered, for a
	// card that chooses (CR 614.12): a nonland card name (Phyrexian
	// Revoker) or a creature type (Obelisk of Urd). Empty: nothing was
	// chosen, and nothing will be asked (the permanent never entered).
	Chosen string
}

// Put adds a card (or token) with definition d owned by p to zone z of a
// game made by NewEmpty, before Start. Library cards go under the ones
// already there, so a library is put top first. Planeswalkers on the
// battlefield get their printed loyalty unless Counters sets it. A save
// names cards by name (Load finds them in its catalog), so a definition
// of the caller's that isn't its catalog's card of that name doesn't
// survive a Save and Load. Emblems can't be put: they come from
// planeswalkers' abilities. A definition that fails
// card.Definition.Check is refused, as by New.
func (g *Game) Put(p PlayerID, z zone.Kind, d *card.Definition, opt PutOptions) (ObjectID, error) {
	switch {
	case g.started:
		return 0, refuse(ErrBadConfig, "", "Put after the game started")
	case !g.validPlayer(p):
		return 0, refuse(ErrBadConfig, "", "no player %d", p)
	case d == nil:
		return 0, refuse(ErrBadConfig, "", "no card definition")
	case d.Name == "" || d.Types == 0:
		// As in a deck: a save could name no such card (Load looks
		// cards up by name), and nothing typeless is a card.
		return 0, refuse(ErrBadConfig, "", "%s", deckCardProblem(d))
	case d.Check() != nil:
		// A definition the engine can't play as written (card.Check):
		// the error wraps card.ErrInvalidDefinition too, as New's does.
		return 0, fmt.Errorf("%w: %w", ErrBadConfig, d.Check())
	case len(g.objects) >= maxSlots:
		return 0, refuse(ErrBadConfig, "", "too many objects: a game holds at most %d cards and tokens (a limit of this engine)", maxSlots)
	case opt.SetController && !g.validPlayer(opt.Controller):
		return 0, refuse(ErrBadConfig, "", "no player %d", opt.Controller)
	case opt.Damage < 0 || opt.Damage > MaxCount:
		return 0, refuse(ErrBadConfig, "", "damage %d is out of range 0..%d", opt.Damage, MaxCount)
	}
	switch z {
	case zone.Library, zone.Hand, zone.Graveyard, zone.Battlefield, zone.Exile:
	default:
		return 0, refuse(ErrBadConfig, "", "can't put a card into the %s zone", z)
	}
	if z != zone.Battlefield {
		if names := battlefieldOnly(&opt); names != "" {
			return 0, refuse(ErrBadConfig, "", "%s: options for a permanent, and the card goes to the %s", names, z)
		}
	}
	for k, n := range opt.Counters {
		if n < 0 || n > MaxCount {
			return 0, refuse(ErrBadConfig, "", "Counters[%s]: %d is out of range 0..%d", CounterKind(k), n, MaxCount)
		}
	}
	if opt.Damage > 0 && d.Types&card.Planeswalker != 0 && d.Types&card.Creature == 0 {
		// Damage to a planeswalker removes loyalty counters instead
		// (CR 119.3c). Other permanents may have damage marked: a
		// creature keeps it when it stops being one, until cleanup
		// (CR 119.6), and an artifact may be one by an Aura put with it.
		return 0, refuse(ErrBadConfig, "119.3c", "%s is a planeswalker: damage removes loyalty instead of being marked", d.Name)
	}
	if z == zone.Battlefield && d.Types&(card.Instant|card.Sorcery) != 0 {
		rule := "304.4" // an instant's; a sorcery's is 307.4
		if d.Types&card.Sorcery != 0 {
			rule = "307.4"
		}
		return 0, refuse(ErrBadConfig, rule, "%s can't be on the battlefield: an instant or a sorcery is never a permanent", d.Name)
	}
	if card.IsToken(d) && !opt.Token {
		// As in a deck: a token's definition makes a token, never a card.
		return 0, refuse(ErrBadConfig, "110.5", "%s is a token's definition: put it with Token set, on the battlefield", d.Name)
	}
	if opt.ExactLoyalty && (z != zone.Battlefield || d.Types&card.Planeswalker == 0) {
		return 0, refuse(ErrBadConfig, "", "ExactLoyalty is for a planeswalker on the battlefield, not %s in the %s", d.Name, z)
	}
	if opt.AttachedTo != 0 {
		if t, ok := g.lookup(opt.AttachedTo); !ok || g.objects[t].zone != zone.Battlefield {
			return 0, refuse(ErrBadConfig, "", "attached to something not on the battlefield")
		}
		if !d.IsAura() && !d.IsEquipment() {
			return 0, refuse(ErrBadConfig, "301.5", "%s can't be attached to a permanent: only an Aura or an Equipment can", d.Name)
		}
	}
	chosen := object{def: d, zone: z}
	if z == zone.Battlefield {
		if err := putChosen(&chosen, opt.Chosen); err != nil {
			return 0, err
		}
	} else if opt.Chosen != "" {
		return 0, refuse(ErrBadConfig, "", "a choice made as it entered for a card in the %s", z)
	}
	g.sbaDirty = true
	slot := int32(len(g.objects))
	g.objects = append(g.objects, object{def: d, owner: p, controller: p, token: opt.Token})
	if opt.Token {
		g.tokens++
	}
	if len(d.Triggered) > 0 {
		g.anyTriggers = true
	}
	g.insertInZone(slot, z, z == zone.Library)
	o := &g.objects[slot]
	if z == zone.Battlefield {
		o.chosen = chosen.chosen
		g.countStatics(o, +1)
		o.timestamp = g.nextTimestamp()
		g.charsChanged()
		o.tapped, o.sick, o.damage = opt.Tapped, opt.Sick, int16(opt.Damage)
		if opt.SetController {
			o.controller = opt.Controller
			g.charsChanged()
			g.bfGen++ // the lists by controller (battlefield_lists.go)
		}
		for i := range g.tapGens { // tapped or controlled as set (kept_units.go)
			g.tapGens[i]++
		}
		for k, n := range opt.Counters {
			o.counters[k] = int16(n)
			g.charsChanged()
		}
		if opt.Counters[MinusOne] > 0 {
			g.minusCounters = true
		}
		if opt.AttachedTo != 0 {
			o.attachedTo = opt.AttachedTo // checked above
			g.charsChanged()
		}
		if d.Types&card.Planeswalker != 0 && opt.Counters[Loyalty] == 0 && !opt.ExactLoyalty {
			o.counters[Loyalty] = int16(d.Loyalty)
			g.charsChanged()
		}
	}
	return g.idOf(slot), nil
}

// SetLife sets p's life total before Start, and with it p's starting life
// total (CR 103.3), which Resolute Archangel reads; in Two-Headed Giant,
// the life total p's team shares (CR 810.4).
func (g *Game) SetLife(p PlayerID, life int) error {
	if !g.validPlayer(p) {
		return refuse(ErrBadConfig, "", "SetLife: no player %d", p)
	}
	if g.started {
		return refuse(ErrBadConfig, "", "SetLife: the game has started: life totals are set before Start")
	}
	if life < -MaxLife || life > MaxLife {
		return refuse(ErrBadConfig, "", "SetLife: %d is out of range -%d..%d", life, MaxLife, MaxLife)
	}
	g.players[p].life, g.players[p].startingLife = life, life
	if g.twoHeaded() {
		g.players[g.teammate(p)].life, g.players[g.teammate(p)].startingLife = life, life
	}
	g.sbaDirty = true // CR 704.5a looks at life totals
	return nil
}

// putChosen sets what was chosen for o, a permanent Put onto the
// battlefield, as it entered: chosen, or nothing.
func putChosen(o *object, chosen string) error {
	switch {
	case o.def.AsEnters == ability.ChooseNothing:
		if chosen != "" {
			return refuse(ErrBadConfig, "", "%s chooses nothing as it enters", o.def.Name)
		}
	case o.def.AsEnters == ability.ChooseCopy:
		if chosen != "" {
			return refuse(ErrBadConfig, "", "%s: put the permanent it copies instead", o.def.Name)
		}
		o.chosen = chosenDone // it entered as itself
	case chosen == "":
		o.chosen = chosenNothing
	default:
		if err := chosenIn(o, printedChoice(o.def.AsEnters, chosen)); err != nil {
			return refuse(ErrBadConfig, "", "%v", err)
		}
	}
	return nil
}

// printedChoice returns chosen as the card name or creature type it names
// in any letter case ("elvish mystic" is Elvish Mystic, as card.Lookup
// reads names), or chosen itself when it names none.
func printedChoice(kind ability.EnterChoice, chosen string) string {
	var names []string
	switch kind {
	case ability.ChooseCardName:
		names = CardNames()
	case ability.ChooseCreatureType:
		names = ability.CreatureTypes
	}
	for _, n := range names {
		if strings.EqualFold(n, chosen) {
			return n
		}
	}
	return chosen
}

// battlefieldOnly names the options of opt set that only a permanent
// takes ("Tapped, Counters"), or "" when none is.
func battlefieldOnly(opt *PutOptions) string {
	var names []string
	for _, o := range []struct {
		set  bool
		name string
	}{{opt.Tapped, "Tapped"}, {opt.Sick, "Sick"}, {opt.Damage > 0, "Damage"}, {opt.SetController, "SetController"},
		{opt.AttachedTo != 0, "AttachedTo"}, {opt.Token, "Token"}, {opt.Counters != [numCounterKinds]int{}, "Counters"}} {
		if o.set {
			names = append(names, o.name)
		}
	}
	return strings.Join(names, ", ")
}
