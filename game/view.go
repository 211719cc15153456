package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Per-player views (docs/design.md: what a player may see): what one player may know, and
// nothing more.
//
// A view never holds an ObjectID. An ObjectID packs the physical card's
// slot — its position in the decklist the game was created with — and how
// many zone changes it made, so a raw ID would let a player follow a
// physical card through a hidden zone: after Bob's Runeclaw Bear
// returns to his hand beside an unknown card, the slot of the Bear he
// casts next would tell Alice whether the unknown card is a Bear too. A
// view names objects by ViewIDs built from public facts only:
//
//   - a permanent by its timestamp (the order permanents entered the
//     battlefield or were last attached, CR 613.6);
//   - a spell or ability on the stack by its stack serial (the order
//     items were put on the stack);
//   - a card in a graveyard by its owner and position from the bottom,
//     and a card in exile by its position in the order cards were exiled;
//   - an emblem by its position in the command zone;
//   - a card in the viewer's own hand, or in the viewer's own library
//     while the viewer searches it or looks at its top cards, by its
//     ObjectID, which the viewer may know.
//
// A new zone (or a new timestamp) gives a new ViewID, as it gives a new
// object (CR 400.7). Permanents, stack items and emblems keep theirs
// while they stay; a card in a graveyard or in exile keeps its ViewID
// only while no card below it leaves, since the ViewID is its position.
// Objects in hidden zones have no ViewID at all.

// ViewID names an object in one player's view. The zero ViewID names
// nothing (a hidden or vanished object). A permanent's, a stack item's
// and an emblem's ViewID names it for as long as it stays. A graveyard
// or exile ViewID is a position: when a card below leaves, the cards
// above it take new ViewIDs, and an old one may name another card (or
// none), so read such IDs from the latest view. It encodes a tag in bits 56–63,
// a player in bits 48–55 and a key in bits 0–47; String and
// MarshalText write it as "battlefield:12", "stack:3", "graveyard:1:4",
// "exile:2", "command:1", "hand:0:131075" or "library:0:65540".
type ViewID uint64

// The ViewID tags.
const (
	viewNone uint8 = iota
	viewBattlefield
	viewStack
	viewGraveyard
	viewExile
	viewHand
	viewLibrary
	viewCommand
	numViewTags
)

var viewTagNames = [numViewTags]string{"none", "battlefield", "stack", "graveyard", "exile", "hand", "library", "command"}

const viewKeyMask = 1<<48 - 1

func makeViewID(tag uint8, p PlayerID, key uint64) ViewID {
	return ViewID(uint64(tag)<<56 | uint64(uint8(p))<<48 | key&viewKeyMask)
}

func (id ViewID) tag() uint8       { return uint8(id >> 56) }
func (id ViewID) player() PlayerID { return PlayerID(int8(uint8(id >> 48))) }
func (id ViewID) key() uint64      { return uint64(id) & viewKeyMask }
func (id ViewID) ownerTagged() bool {
	t := id.tag()
	return t == viewGraveyard || t == viewHand || t == viewLibrary
}

// String writes id as "battlefield:12", "graveyard:1:4" (owner 1, fourth
// card from the bottom), or "none" for the zero ViewID.
func (id ViewID) String() string {
	t := id.tag()
	if id == 0 {
		return "none"
	}
	if t >= numViewTags || t == viewNone {
		return "view?" + strconv.FormatUint(uint64(id), 10)
	}
	if id.ownerTagged() {
		return fmt.Sprintf("%s:%d:%d", viewTagNames[t], id.player(), id.key())
	}
	return fmt.Sprintf("%s:%d", viewTagNames[t], id.key())
}

// MarshalText writes id as String does, so views marshal to readable
// JSON; the zero ID, which names nothing, writes "none". Any other ID no
// view hands out (an unknown tag, a tag with key 0, or player bits where
// the zone has no owner) is an error wrapping ErrNoObject: UnmarshalText
// reads back exactly the text MarshalText writes.
func (id ViewID) MarshalText() ([]byte, error) {
	if !id.wellFormed() {
		return nil, fmt.Errorf("%w: %s is no view ID", ErrNoObject, id)
	}
	return []byte(id.String()), nil
}

// wellFormed reports whether id is zero or could name an object in a
// view: a known tag, a key of 1 or more, and a player (0..MaxPlayers-1)
// only in the zones that have an owner.
func (id ViewID) wellFormed() bool {
	if id == 0 {
		return true
	}
	t := id.tag()
	if t == viewNone || t >= numViewTags || id.key() == 0 {
		return false
	}
	if id.ownerTagged() {
		return uint8(id>>48) < MaxPlayers
	}
	return uint8(id>>48) == 0
}

// UnmarshalText parses what MarshalText writes, and only that (numbers
// in decimal without a sign or leading zeros), except that the empty
// text also reads as the zero ID, as "none" does, for clients that leave
// a field empty. Malformed text gives an error wrapping ErrNoObject.
func (id *ViewID) UnmarshalText(b []byte) error {
	s := string(b)
	if s == "none" || s == "" {
		*id = 0
		return nil
	}
	parts := strings.Split(s, ":")
	bad := fmt.Errorf("%w: malformed view ID %q", ErrNoObject, s)
	tag := uint8(0)
	for i, n := range viewTagNames {
		if i > 0 && n == parts[0] {
			tag = uint8(i)
		}
	}
	if tag == viewNone {
		return bad
	}
	want := 2
	p := PlayerID(0)
	if tag == viewGraveyard || tag == viewHand || tag == viewLibrary {
		want = 3
	}
	if len(parts) != want {
		return bad
	}
	for _, num := range parts[1:] {
		if num == "" || num[0] < '0' || num[0] > '9' || num[0] == '0' && num != "0" {
			return bad // a sign, a leading zero or nothing: not as written
		}
	}
	if want == 3 {
		n, err := strconv.Atoi(parts[1])
		if err != nil || n < 0 || n >= MaxPlayers {
			return bad
		}
		p = PlayerID(n)
	}
	key, err := strconv.ParseUint(parts[want-1], 10, 48)
	if err != nil || key == 0 {
		return bad
	}
	*id = makeViewID(tag, p, key)
	return nil
}

// View is what one player may see of a game (docs/design.md: what a player may see): their
// own hand; the sizes of the other hands and of the libraries, and the
// cards of them the player knows (ViewPlayer.KnownHand, KnownLibrary); the
// battlefield, graveyards, exile and stack; life totals, poison and mana
// pools; the turn, step and priority; combat; and the pending decision
// with its legal options if it is theirs (otherwise only who decides
// what). Objects are named by ViewIDs (see ViewID), never by ObjectIDs.
// A View shares no mutable memory with the game (card definitions are
// immutable and shared).
type View struct {
	// Viewer is the player the view is for, or NoPlayer for a spectator,
	// who sees no hand.
	Viewer PlayerID `json:"viewer"`
	// Started is false while a NewEmpty game is being set up.
	Started bool `json:"started"`
	// Turn is the turn number; Active the player whose turn it is; Step
	// the step or main phase. Before the first turn (Turn 0: the choice
	// of the starting player and the mulligans) they are seat 0 and the
	// untap step, as ActivePlayer and Step say.
	Turn   int      `json:"turn"`
	Active PlayerID `json:"active"`
	Step   Step     `json:"step"`
	// Priority is who holds priority, or NoPlayer (see PriorityPlayer).
	Priority PlayerID `json:"priority"`
	// LandsPlayed is how many lands the active player (in Two-Headed
	// Giant, the active team's players together) played this turn.
	LandsPlayed int `json:"landsPlayed"`
	// Over reports whether the game has ended.
	Over bool `json:"over"`
	// Winner is NoPlayer while playing or after a draw.
	Winner PlayerID `json:"winner"`
	// Players are the players, by seat (turn order).
	Players []ViewPlayer `json:"players"`
	// Hand is the viewer's hand, in the order the cards arrived.
	Hand []ViewObject `json:"hand,omitempty"`
	// Battlefield lists permanents in the order they arrived.
	Battlefield []ViewObject `json:"battlefield,omitempty"`
	// Exile lists exiled cards in the order they arrived.
	Exile []ViewObject `json:"exile,omitempty"`
	// Command lists emblems (CR 113) in the order they arrived.
	Command []ViewObject `json:"command,omitempty"`
	// Stack lists the stack, top first.
	Stack []ViewStackItem `json:"stack,omitempty"`
	// Combat lists the attacking creatures still on the battlefield, in
	// declaration order.
	Combat []ViewAttacker `json:"combat,omitempty"`
	// Blocking lists the creatures still blocking that Combat doesn't
	// list as blockers, because every attacker they block has left the
	// battlefield or been removed from combat: a blocking creature stays
	// one until combat ends or it is removed from combat itself (CR 506.4,
	// 509.1g).
	Blocking []ViewID `json:"blocking,omitempty"`
	// Triggers lists the triggered abilities waiting to be put on the
	// stack (CR 603.3).
	Triggers []ViewTrigger `json:"triggers,omitempty"`
	// Delayed lists the delayed triggered abilities waiting for their
	// event (CR 603.7), oldest first.
	Delayed []ViewDelayed `json:"delayed,omitempty"`
	// Shields lists this turn's regeneration and prevention shields
	// (CR 701.13a, 615), oldest first.
	Shields []ViewShield `json:"shields,omitempty"`
	// Pending is the pending decision.
	Pending ViewDecision `json:"pending"`
	// StartingPlayer is who takes (or took) the first turn, or NoPlayer
	// while it is being chosen (CR 103.2).
	StartingPlayer PlayerID `json:"startingPlayer"`
	// LibraryTop lists the cards at the top of the viewer's library that
	// the viewer looks at now, top first: during a search or a pick, and
	// the top card after a mulligan (CR 103.4). During a find that may
	// also take a card from another zone (Boonweaver Giant), it lists the
	// whole library by name instead, which tells nothing of its order:
	// the library is shuffled only if the card comes from it. A find in
	// another player's zones (Stain the Mind) lists that player's
	// library so, and their hand is ViewPlayer.Hand while the find lasts
	// (the searcher looks at both, CR 701.17a).
	LibraryTop []ViewObject `json:"libraryTop,omitempty"`
}

// RestrictedMana is mana in a player's pool that may be spent only on
// spells of one subtype (CR 106.6).
type RestrictedMana struct {
	// Mana is the restricted mana, a part of ViewPlayer.Pool.
	Mana mana.Pool `json:"mana"`
	// For is the subtype of the spells it may pay for ("Sliver").
	For string `json:"for"`
}

// ViewPlayer is what everyone may see of one player.
type ViewPlayer struct {
	// Name, Life, Poison and Pool (the mana pool) are public.
	Name   string    `json:"name"`
	Life   int       `json:"life"`
	Poison int       `json:"poison"`
	Pool   mana.Pool `json:"pool"`
	// Restricted is the part of Pool that may be spent only on spells of
	// one subtype (CR 106.6: Sliver Hive's coloured mana, for Sliver
	// spells); nil when there is none.
	Restricted []RestrictedMana `json:"restricted,omitempty"`
	// HandSize and LibrarySize are counts only.
	HandSize    int `json:"handSize"`
	LibrarySize int `json:"librarySize"`
	// Graveyard is top first.
	Graveyard []ViewObject `json:"graveyard,omitempty"`
	// Lost reports whether the player has lost (and left the game, when
	// it goes on: CR 800.4).
	Lost bool `json:"lost"`
	// Team is the player's team: the seat of its first player (their own
	// seat outside Two-Headed Giant).
	Team PlayerID `json:"team"`
	// Hand is the player's hand when the viewer may see it: the
	// teammate's in Two-Headed Giant (CR 810.5), or the hand the viewer
	// is searching (Stain the Mind, CR 701.17a); the viewer's own hand is
	// View.Hand.
	Hand []ViewObject `json:"hand,omitempty"`
	// KnownHand lists the cards of a hand the viewer may not see that
	// the viewer knows (by name): a card revealed as it
	// went there (CR 701.14), or one that came from a public zone
	// (CR 400.2). They have no ViewID.
	KnownHand []ViewObject `json:"knownHand,omitempty"`
	// KnownLibrary lists the cards of the player's library the viewer
	// knows: first those whose place the viewer knows, top first, each
	// with its Position (a card put on top or on the bottom, CR 401.4;
	// the top card looked at after a mulligan, CR 103.4; cards revealed
	// on top), then those known without their order (revealed cards put
	// on the bottom in a random order), by name (alike cards by ID, not by
	// place), without a Position. A shuffle forgets where the cards are,
	// not which ones the library holds (CR 701.18a): a card known by
	// place is then known without it, as are the cards another player's
	// search looked at (CR 701.17a; an owner's search of their own
	// library teaches them nothing they couldn't count from their deck,
	// so it adds none). They stay known until a card the viewer doesn't
	// see leaves the library, which may have been one of them.
	// They have a ViewID only while the viewer looks at them (LibraryTop).
	KnownLibrary []ViewObject `json:"knownLibrary,omitempty"`
}

// ViewObject is one visible card or token, with the characteristics
// continuous effects give it.
type ViewObject struct {
	// ID names the object in this player's views (see ViewID).
	ID ViewID `json:"id"`
	// Card is the card's definition; Name its English name and
	// NameZhHans its Simplified Chinese one.
	Card       *card.Definition `json:"-"`
	Name       string           `json:"name"`
	NameZhHans string           `json:"nameZhHans,omitempty"`
	// Owner is the player who owns it, and Controller the player who
	// controls it: on the battlefield and the stack its controller,
	// elsewhere its owner.
	Owner      PlayerID `json:"owner"`
	Controller PlayerID `json:"controller"`
	// Zone is the zone it is in.
	Zone zone.Kind `json:"zone"`
	// Token, Tapped and Damage (marked this turn) are battlefield state.
	Token  bool `json:"token,omitempty"`
	Tapped bool `json:"tapped,omitempty"`
	// SummoningSick: on the battlefield, not controlled continuously
	// since its controller's most recent turn began (CR 302.6).
	SummoningSick bool `json:"summoningSick,omitempty"`
	// Damage is the damage marked on it this turn; 0 off the battlefield.
	Damage int `json:"damage,omitempty"`
	// Power and Toughness are current values on the battlefield (0 for a
	// noncreature permanent, CR 208.3), and elsewhere printed values or those a characteristic-defining ability
	// gives in every zone (CR 604.3).
	Power     int `json:"power"`
	Toughness int `json:"toughness"`
	// Counters counts counters by CounterKind.
	Counters [NumCounterKinds]int `json:"counters"`
	// Keywords, Types and Colors are current characteristics (printed
	// ones off the battlefield).
	Keywords ability.Keyword `json:"keywords,omitempty"`
	Types    ability.Type    `json:"types,omitempty"`
	Colors   mana.ColorSet   `json:"colors,omitempty"`
	// Subtypes are a permanent's subtypes as effects leave them (a land
	// Urborg made a Swamp too, a creature Turn to Frog made a Frog);
	// none off the battlefield, where they are the card's printed ones.
	Subtypes []string `json:"subtypes,omitempty"`
	// Protection is the set of colours a permanent has protection from
	// (CR 702.16).
	Protection mana.ColorSet `json:"protection,omitempty"`
	// AttachedTo is the permanent an Aura or Equipment is attached to.
	AttachedTo ViewID `json:"attachedTo,omitempty"`
	// Position is, for a card of ViewPlayer.KnownLibrary, its place from
	// the top of the library (1 the top), or 0 when the viewer knows the
	// card but not where it is.
	Position int `json:"position,omitempty"`
	// Chosen is what was chosen for the permanent as it entered
	// (CR 614.12): a card name or a creature type, public to all.
	Chosen string `json:"chosen,omitempty"`
	// Entering: on the battlefield with the choice it makes as it enters
	// still to make (CR 614.12); until then its characteristics are not
	// what it enters as (see ObjectInfo.Entering).
	Entering bool `json:"entering,omitempty"`
	// Tag is the number prompts, option texts and log lines give the
	// object to tell it from alike objects in its zone ("Elvish Mystic
	// (#6)"), so that a client can show it on the card; 0 when its name
	// alone names it there. Cards of another player's hand or library
	// have none, nor the cards of the viewer's library but while they
	// search all of it.
	Tag int `json:"tag,omitempty"`
}

// ViewTarget is a chosen target: a player, or an object with its card.
// Object is zero when the object has left the zone where it was targeted;
// Card still names what was targeted, which was public then.
type ViewTarget struct {
	// Player is the targeted player, or NoPlayer for an object.
	Player PlayerID `json:"player"`
	// Object is the targeted object where it is now, or zero.
	Object ViewID `json:"object,omitempty"`
	// Card is the targeted object's card, Name its English name.
	Card *card.Definition `json:"-"`
	Name string           `json:"name,omitempty"`
}

// ViewStackItem is one spell or ability on the stack.
type ViewStackItem struct {
	// ID names the item (a spell's object).
	ID ViewID `json:"id"`
	// Kind says whether it is a spell or an ability.
	Kind stack.Kind `json:"kind"`
	// Card is the spell's card, or the card whose text holds the ability
	// (the granting card for a granted ability, see Host).
	Card *card.Definition `json:"-"`
	// Name and NameZhHans name the spell, or the object whose ability it
	// is: Card's, or the Host's.
	Name       string `json:"name"`
	NameZhHans string `json:"nameZhHans,omitempty"`
	// Source is the ability's source while it is still where it was, or
	// zero (and zero for spells): Card's object.
	Source ViewID `json:"source,omitempty"`
	// Controller is the player who controls the spell or ability.
	Controller PlayerID `json:"controller"`
	// Ability indexes the activated or triggered abilities of Card; for
	// a granted activated ability it is -1-k (see GrantedBy).
	Ability int `json:"ability"`
	// GrantedBy is, for an activated ability an Aura grants ("enchanted
	// creature has '{T}: ...'", CR 613.1f), the granting permanent while
	// it is where it was. Card is then the granting card, whose static
	// ability k (Ability being -1-k) grants the ability, and Source the
	// permanent that has it, whose ability it is (CR 602.1), which Name
	// names. Zero otherwise. GrantedByName and GrantedByNameZhHans name
	// the granting card, even after the permanent left.
	GrantedBy           ViewID `json:"grantedBy,omitempty"`
	GrantedByName       string `json:"grantedByName,omitempty"`
	GrantedByNameZhHans string `json:"grantedByNameZhHans,omitempty"`
	// Host is, for a triggered ability an Aura, Equipment or Sliver
	// grants ("enchanted creature has ..."), the permanent that has it,
	// whose ability it is (CR 112.7), while it is where it was; Source
	// is then the granting permanent. Zero otherwise.
	Host ViewID `json:"host,omitempty"`
	// X is the value chosen for X; Targets are the chosen targets.
	X       int          `json:"x,omitempty"`
	Targets []ViewTarget `json:"targets,omitempty"`
	// Tag is, for a spell, the number texts give it to tell it from
	// alike spells on the stack ("Lightning Strike (#2)"), as
	// ViewObject.Tag does on the board; 0 when its name alone names it,
	// and for an ability, whose texts name its source (Source or Host)
	// with that object's tag.
	Tag int `json:"tag,omitempty"`
}

// ViewAttacker is one attacking creature and its blockers.
type ViewAttacker struct {
	// Attacker is the attacking creature.
	Attacker ViewID `json:"attacker"`
	// Player is the attacked player, or NoPlayer when a planeswalker is:
	// then Planeswalker names it.
	Player       PlayerID `json:"player"`
	Planeswalker ViewID   `json:"planeswalker,omitempty"`
	// Blocked stays true once blocked, even if the blockers left.
	Blocked bool `json:"blocked"`
	// Blockers are in damage assignment order.
	Blockers []ViewID `json:"blockers,omitempty"`
}

// ViewTrigger is a triggered ability waiting to be put on the stack.
type ViewTrigger struct {
	// Controller is the player who controls the ability, and puts it on the
	// stack.
	Controller PlayerID `json:"controller"`
	// Source is the ability's source while it is still where it was.
	Source ViewID `json:"source,omitempty"`
	// Card is the source's card and Ability the index of its triggered
	// ability. Name names the object whose ability it is: Card's, or the
	// Host's.
	Card    *card.Definition `json:"-"`
	Name    string           `json:"name"`
	Ability int              `json:"ability"`
	// Host is, for an ability an Aura, Equipment or Sliver grants, the
	// permanent that has it (see ViewStackItem.Host). Zero otherwise.
	Host ViewID `json:"host,omitempty"`
	// NextRound: the ability triggered while the others were being put
	// on the stack, and goes on after all of them, in a round of its own
	// (CR 603.3b); PendingTriggers lists it only once that round begins.
	NextRound bool `json:"nextRound,omitempty"`
}

// ViewDecision is the pending decision: who decides what. Count and
// Options are filled only for the viewer's own decision, or their team's
// in Two-Headed Giant (a teammate may answer for the team, CR 805.5).
type ViewDecision struct {
	// Kind is what is to be decided, and Player the player who decides (see
	// Decision).
	Kind   DecisionKind `json:"kind"`
	Player PlayerID     `json:"player"`
	// Count is the decision's count (see Decision).
	Count int `json:"count,omitempty"`
	// Options are the viewer's legal answers, in the order of
	// ActionsOf: Options[i] is ActionsOf(viewer, nil)[i] in view terms,
	// which is LegalActions(nil)[i] for the player Pending names, but in
	// Two-Headed Giant: there LegalActions lists the whole team's
	// answers, a teammate's own plays included, and each teammate's view
	// lists that teammate's (ActionsOf).
	Options []ViewAction `json:"options,omitempty"`
	// Prompt and PromptZhHans say who decides what, in English and
	// Simplified Chinese (Game.Prompt).
	Prompt       string `json:"prompt,omitempty"`
	PromptZhHans string `json:"promptZhHans,omitempty"`
	// ByObject maps each object that acts in some option (cast or played,
	// activated, discarded, chosen, chosen as a trigger's target,
	// attacking or blocking) to the indexes
	// of those options in Options, in order, so a client can work by
	// clicking cards (see OptionsFor).
	ByObject map[ViewID][]int `json:"byObject,omitempty"`
}

// ViewAction is an Action with objects named by ViewIDs. ActionFromView
// turns one back into an Action.
type ViewAction struct {
	// Kind, Player and Object mean what Action's fields do, Object named
	// by its ViewID.
	Kind   ActionKind `json:"kind"`
	Player PlayerID   `json:"player"`
	Object ViewID     `json:"object,omitempty"`
	// Card is Object's card, and Name its English name.
	Card *card.Definition `json:"-"`
	Name string           `json:"name,omitempty"`
	// Ability, X, Color, Choice and Discard mean what Action's fields do,
	// Discard named by its ViewID. Targets are the chosen targets
	// (Action.TargetList), and Attackers and Blockers the declarations, with
	// objects named by ViewIDs.
	Ability   int          `json:"ability,omitempty"`
	X         int          `json:"x,omitempty"`
	Color     mana.Color   `json:"color,omitempty"`
	Choice    int          `json:"choice,omitempty"`
	Discard   ViewID       `json:"discard,omitempty"`
	Targets   []ViewTarget `json:"targets,omitempty"`
	Attackers []ViewAttack `json:"attackers,omitempty"`
	Blockers  []ViewBlock  `json:"blockers,omitempty"`
	// Convoke names the creatures a cast taps for convoke.
	Convoke []ViewID `json:"convoke,omitempty"`
	// Text and TextZhHans describe the option in English and Simplified
	// Chinese (Game.Describe); ActionFromView ignores them.
	Text       string `json:"text,omitempty"`
	TextZhHans string `json:"textZhHans,omitempty"`
}

// ViewAttack is one attacker of an attack declaration.
type ViewAttack struct {
	// Attacker is the attacking creature, and Player the attacked player, or
	// NoPlayer when Planeswalker names the attacked planeswalker (as in
	// Attack).
	Attacker     ViewID   `json:"attacker"`
	Player       PlayerID `json:"player"`
	Planeswalker ViewID   `json:"planeswalker,omitempty"`
}

// ViewBlock is one blocker of a block declaration.
type ViewBlock struct {
	// Blocker is the blocking creature and Attacker the attacking creature
	// it blocks.
	Blocker  ViewID `json:"blocker"`
	Attacker ViewID `json:"attacker"`
}

// viewer gives ViewIDs for one player. It caches nothing: every lookup
// reads the game.
type viewer struct {
	g *Game
	p PlayerID
	// looks is the player whose library libTop and libAll are about: p,
	// or the player whose zones p's find searches (Stain the Mind).
	looks PlayerID
	// libTop: p may see this many cards from the top of the library of
	// looks now (all of it while searching it).
	libTop int
	// libAll: p sees the cards of the library of looks but not their
	// order (a find that may take a card from another zone: the library
	// is shuffled only if searched, CR 701.17b).
	libAll bool
	// peeks is another player whose hand p looks at now, searching it
	// (CR 701.17a), or NoPlayer.
	peeks PlayerID
}

func (g *Game) viewerFor(p PlayerID) viewer {
	if !g.validPlayer(p) {
		p = NoPlayer
	}
	v := viewer{g: g, p: p, looks: p, peeks: NoPlayer}
	if p != NoPlayer && g.pending.Player == p {
		switch g.pending.Kind {
		case DecideSearch:
			v.libTop = len(g.players[p].library)
		case DecideFind:
			// Only a search that may look in the library shows it
			// (Preeminent Captain looks in the hand only).
			if e := g.searchZonesEffect(); e != nil {
				q := g.searchedPlayer(e)
				if !g.validPlayer(q) {
					break
				}
				if e.Zones&ability.SearchLibrary != 0 {
					v.libAll, v.looks = true, q
				}
				if e.Zones&ability.SearchHand != 0 && q != p {
					v.peeks = q
				}
			}
		case DecidePick, DecideTakeRevealed:
			v.libTop = g.pending.Count
		case DecideBottom:
			v.libTop = 1 // CR 103.4: the player looks at their top card
		}
	}
	return v
}

// idOfSlot returns the ViewID of the object in slot, or 0 if p can't see
// it.
func (v *viewer) idOfSlot(s int32) ViewID {
	g := v.g
	o := &g.objects[s]
	switch o.zone {
	case zone.Battlefield:
		return makeViewID(viewBattlefield, 0, uint64(o.timestamp))
	case zone.Stack:
		id := uint32(g.idOf(s))
		for i := 0; i < g.stack.Len(); i++ {
			if it := g.stack.At(i); it.Kind == stack.Spell && it.Source == id {
				return makeViewID(viewStack, 0, uint64(it.Serial))
			}
		}
	case zone.Graveyard:
		for i, x := range g.players[o.owner].graveyard {
			if x == s {
				return makeViewID(viewGraveyard, o.owner, uint64(i+1))
			}
		}
	case zone.Exile:
		for i, x := range g.exile {
			if x == s {
				return makeViewID(viewExile, 0, uint64(i+1))
			}
		}
	case zone.Hand:
		if v.searchedOnly(o.owner, zone.Hand) {
			return makeViewID(viewHand, o.owner, g.namePosition(g.players[o.owner].hand, s))
		}
		if v.seesHand(o.owner) {
			return makeViewID(viewHand, o.owner, uint64(g.idOf(s)))
		}
	case zone.Library:
		if v.searchedOnly(o.owner, zone.Library) {
			return makeViewID(viewLibrary, v.looks, g.namePosition(g.players[o.owner].library, s))
		}
		if v.libAll && o.owner == v.looks {
			return makeViewID(viewLibrary, v.looks, uint64(g.idOf(s)))
		}
		if v.libTop > 0 && o.owner == v.looks {
			lib := g.players[v.looks].library
			for i := len(lib) - 1; i >= 0 && i >= len(lib)-v.libTop; i-- {
				if lib[i] == s {
					return makeViewID(viewLibrary, v.looks, uint64(g.idOf(s)))
				}
			}
		}
	case zone.Command:
		for i, x := range g.command {
			if x == s {
				return makeViewID(viewCommand, 0, uint64(i+1))
			}
		}
	}
	return 0
}

// ref returns the ViewID of object id if id names the object as it is
// now and p can see it, else 0.
func (v *viewer) ref(id ObjectID) ViewID {
	s, ok := v.g.lookup(id)
	if !ok {
		return 0
	}
	return v.idOfSlot(s)
}

// visibleZone reports whether p sees the cards in zone z of owner q.
func (v *viewer) visibleZone(z zone.Kind, q PlayerID) bool {
	switch z {
	case zone.Battlefield, zone.Graveyard, zone.Stack, zone.Exile, zone.Command:
		return true
	case zone.Hand:
		return v.seesHand(q)
	}
	return false
}

// seesHand reports whether the viewer sees q's hand: their own, in
// Two-Headed Giant their teammate's (CR 810.5: teammates may review each
// other's hands), and one they are searching (CR 701.17a).
func (v *viewer) seesHand(q PlayerID) bool {
	return v.p != NoPlayer && (q == v.p || q == v.g.teammate(v.p) || q == v.peeks)
}

// seesWholeLibrary reports whether the viewer looks at all of their own
// library (a search): only then may a library card's tag, which says
// whether an alike card is in the library too, be shown.
func (v *viewer) seesWholeLibrary() bool {
	return v.p != NoPlayer && (v.libAll && v.looks == v.p || v.libTop >= len(v.g.players[v.p].library))
}

// resolve returns the object a ViewID names for p, or false.
func (v *viewer) resolve(id ViewID) (int32, bool) {
	g := v.g
	key := id.key()
	switch id.tag() {
	case viewBattlefield:
		if id.player() != 0 {
			return 0, false
		}
		for _, s := range g.battlefield {
			if uint64(g.objects[s].timestamp) == key {
				return s, true
			}
		}
	case viewStack:
		if id.player() != 0 {
			return 0, false
		}
		for i := 0; i < g.stack.Len(); i++ {
			if it := g.stack.At(i); it.Kind == stack.Spell && uint64(it.Serial) == key {
				return g.lookup(ObjectID(it.Source))
			}
		}
	case viewGraveyard:
		q := id.player()
		if !g.validPlayer(q) || key == 0 || key > uint64(len(g.players[q].graveyard)) {
			return 0, false
		}
		return g.players[q].graveyard[key-1], true
	case viewExile:
		if id.player() != 0 || key == 0 || key > uint64(len(g.exile)) {
			return 0, false
		}
		return g.exile[key-1], true
	case viewCommand:
		if id.player() != 0 || key == 0 || key > uint64(len(g.command)) {
			return 0, false
		}
		return g.command[key-1], true
	case viewHand, viewLibrary:
		if !(id.player() == v.p || id.tag() == viewHand && v.seesHand(id.player()) || id.tag() == viewLibrary && id.player() == v.looks) || v.p == NoPlayer || key > 0xffffffff {
			return 0, false
		}
		z := zone.Hand
		if id.tag() == viewLibrary {
			z = zone.Library
		}
		if q := id.player(); v.searchedOnly(q, z) {
			return g.atNamePosition(v.searchedList(q, z), key)
		}
		s, ok := g.lookup(ObjectID(key))
		if ok && v.idOfSlot(s) == id {
			return s, true
		}
	}
	return 0, false
}

// ObjectFromView returns the object that id names in p's view now, and
// false if it names none (or one p can't see). A graveyard or exile ID
// names the card at that position now (see ViewID).
func (g *Game) ObjectFromView(p PlayerID, id ViewID) (ObjectID, bool) {
	v := g.viewerFor(p)
	s, ok := v.resolve(id)
	if !ok {
		return 0, false
	}
	return g.idOf(s), true
}

// View returns what player p may see of the game now (see View). For a
// p that is not a player (NoPlayer), it returns a spectator's view: only
// public information.
func (g *Game) View(p PlayerID) View {
	v := g.viewerFor(p)
	out := View{Viewer: v.p, Started: g.started, Turn: g.turn, Active: g.active, Step: g.step,
		Priority: g.PriorityPlayer(), LandsPlayed: g.LandsPlayed(), Over: g.over, Winner: g.winner}
	out.Players = make([]ViewPlayer, len(g.players))
	for q := range g.players {
		pl := &g.players[q]
		vp := ViewPlayer{Name: pl.name, Life: pl.life, Poison: pl.poison, Pool: g.Pool(PlayerID(q)),
			HandSize: len(pl.hand), LibrarySize: len(pl.library), Lost: pl.lost, Team: g.team(PlayerID(q))}
		if len(pl.spendOnly) != 0 {
			vp.Restricted = slices.Clone(pl.spendOnly)
		}
		if v.searchedOnly(PlayerID(q), zone.Hand) {
			vp.Hand = v.objects(g.byName(pl.hand))
		} else if PlayerID(q) != v.p && v.seesHand(PlayerID(q)) {
			vp.Hand = v.objects(pl.hand)
		}
		if !v.seesHand(PlayerID(q)) {
			vp.KnownHand = v.knownHand(pl.hand)
		}
		vp.KnownLibrary = v.knownLibrary(pl.library)
		if n := len(pl.graveyard); n > 0 {
			vp.Graveyard = make([]ViewObject, 0, n)
			for i := n - 1; i >= 0; i-- {
				vp.Graveyard = append(vp.Graveyard, v.object(pl.graveyard[i]))
			}
		}
		out.Players[q] = vp
	}
	if v.p != NoPlayer {
		out.Hand = v.objects(g.players[v.p].hand)
		lib := g.players[v.looks].library
		for i := len(lib) - 1; i >= 0 && i >= len(lib)-v.libTop; i-- {
			out.LibraryTop = append(out.LibraryTop, v.object(lib[i]))
		}
		if v.libAll {
			sorted := slices.SortedFunc(slices.Values(lib), g.compareUnordered)
			for _, s := range sorted {
				out.LibraryTop = append(out.LibraryTop, v.object(s))
			}
		}
	}
	out.StartingPlayer = g.StartingPlayer()
	out.Battlefield = v.objects(g.battlefield)
	out.Exile = v.objects(g.exile)
	out.Command = v.objects(g.command)
	if n := g.stack.Len(); n > 0 {
		out.Stack = make([]ViewStackItem, 0, n)
		for i := 0; i < n; i++ {
			out.Stack = append(out.Stack, v.stackItem(g.stack.At(i)))
		}
	}
	for i := range g.combat.attackers {
		a := &g.combat.attackers[i]
		id := v.ref(a.id)
		if id == 0 {
			continue
		}
		va := ViewAttacker{Attacker: id, Player: a.player, Planeswalker: v.ref(a.planeswalker), Blocked: a.blocked}
		for _, b := range a.blockers[:a.nblockers] {
			if bid := v.ref(b); bid != 0 {
				va.Blockers = append(va.Blockers, bid)
			}
		}
		out.Combat = append(out.Combat, va)
	}
	out.Blocking = v.blockingAlone(out.Combat)
	for i := range g.triggers {
		t := &g.triggers[i]
		d := g.defOf(t.source)
		if len(g.copies) > 0 {
			d = g.triggerSourceDef(t.source) // a copy that left, as it was (CR 603.10a)
		}
		vt := ViewTrigger{Controller: t.controller, Source: v.ref(t.source), Card: d, Name: defName(d), Ability: int(t.index), NextRound: t.later}
		if h := g.triggerHost(t.source, int(t.index), t.eventObject); h != 0 {
			vt.Host, vt.Name = v.ref(h), defName(g.defOf(h)) // its host's ability (CR 112.7)
		}
		out.Triggers = append(out.Triggers, vt)
	}
	out.Delayed = v.delayed()
	out.Shields = v.shields()
	out.Pending = ViewDecision{Kind: g.pending.Kind, Player: g.pending.Player,
		Prompt: g.Prompt(English), PromptZhHans: g.Prompt(Chinese)}
	if g.pending.Kind == DecideNone {
		out.Pending.Player = NoPlayer // nobody decides (the game is over, or not started)
	}
	if g.pending.Kind != DecideNone && g.mayAnswer(v.p, g.pending) && v.p != NoPlayer {
		out.Pending.Count = g.Pending().Count
		opts := g.ActionsOf(v.p, nil)
		out.Pending.Options = make([]ViewAction, 0, len(opts))
		for i := range opts {
			va := v.action(&opts[i])
			va.Text, va.TextZhHans = g.Describe(opts[i], English), g.Describe(opts[i], Chinese)
			out.Pending.Options = append(out.Pending.Options, va)
			out.Pending.ByObject = byObject(out.Pending.ByObject, &va, len(out.Pending.Options)-1)
		}
		v.twinsByObject(out.Pending.ByObject)
	}
	return out
}

// twinsByObject maps each card in the viewer's hand that no option
// names to the options of the identical card the listing names instead
// (Canonical): clicking either of two Lightning Strikes offers the casts.
func (v *viewer) twinsByObject(m map[ViewID][]int) {
	g := v.g
	if len(m) == 0 || !g.validPlayer(v.p) {
		return
	}
	for _, h := range g.players[v.p].hand {
		id := g.idOf(h)
		if _, ok := m[v.ref(id)]; ok {
			continue
		}
		if tw := g.firstTwinInHand(v.p, id); tw != id {
			if l, ok := m[v.ref(tw)]; ok {
				m[v.ref(id)] = append([]int(nil), l...)
			}
		}
	}
}

func defName(d *card.Definition) string {
	if d == nil {
		return ""
	}
	return d.Name
}

func (v *viewer) objects(slots []int32) []ViewObject {
	if len(slots) == 0 {
		return nil
	}
	out := make([]ViewObject, 0, len(slots))
	for _, s := range slots {
		out = append(out, v.object(s))
	}
	return out
}

// object describes a visible object; callers pass only slots in zones p
// can see.
func (v *viewer) object(s int32) ViewObject {
	g := v.g
	o := &g.objects[s]
	vo := ViewObject{ID: v.idOfSlot(s), Card: o.def, Name: o.def.Name, NameZhHans: o.def.NameZhHans, Owner: o.owner, Controller: o.controller,
		Zone: o.zone, Token: o.token, Tapped: o.tapped, SummoningSick: o.sick, Damage: int(o.damage),
		Keywords: g.keywords(s), Types: g.types(s), Colors: g.colors(s)}
	if o.zone == zone.Battlefield {
		if vo.Types&ability.Creature != 0 {
			// A noncreature permanent has none (CR 208.3), even with a
			// modification that outlived its being a creature (CR 611.2c).
			vo.Power, vo.Toughness = g.powerToughness(s)
		}
		c := g.charsOf(s)
		vo.Subtypes = g.permanentSubtypes(s, &c)
		vo.AttachedTo = v.ref(o.attachedTo)
		if o.chosen != chosenNothing {
			vo.Chosen = chosenOut(o)
		}
		vo.Entering = g.entering(s)
		if g.preventers > 0 {
			vo.Protection, _ = g.protectionOf(s)
		}
	} else {
		vo.Power, vo.Toughness = g.powerToughness(s) // printed, or defined in every zone (CR 604.3)
	}
	for k := range o.counters {
		vo.Counters[k] = int(o.counters[k])
	}
	if o.zone != zone.Library && o.zone != zone.Hand || o.owner == v.p && (o.zone == zone.Hand || v.seesWholeLibrary()) {
		vo.Tag = int(g.tellApart(s))
	}
	return vo
}

func (v *viewer) stackItem(it *stack.Item) ViewStackItem {
	d := v.g.itemDef(it)
	si := ViewStackItem{ID: makeViewID(viewStack, 0, uint64(it.Serial)), Kind: it.Kind, Card: d, Name: defName(d), NameZhHans: defNameZhHans(d),
		Controller: PlayerID(it.Controller), Ability: int(it.Ability), X: int(it.X)}
	if it.Kind != stack.Spell {
		si.Source = v.ref(ObjectID(it.Source))
	} else if s, ok := v.g.lookup(ObjectID(it.Source)); ok {
		si.Tag = int(v.g.tellApart(s))
	}
	if h := v.g.abilityHost(it); h != 0 {
		hd := v.g.defOf(h) // its host's ability (CR 112.7)
		si.Host, si.Name, si.NameZhHans = v.ref(h), defName(hd), defNameZhHans(hd)
	}
	if grantor, ok := grantorOf(it); ok {
		// Granted: the text is the granting card's; its definition stays
		// with its slot after it leaves (CR 112.7a).
		si.Card, si.GrantedBy = v.g.defOf(grantor), v.ref(grantor)
		si.GrantedByName, si.GrantedByNameZhHans = defName(si.Card), defNameZhHans(si.Card)
	}
	si.Targets = v.targets(it.TargetList())
	return si
}

// targets describes chosen targets. Targets were public objects when
// chosen, so their cards are shown even after they left.
func (v *viewer) targets(ts []Target) []ViewTarget {
	if len(ts) == 0 {
		return nil
	}
	out := make([]ViewTarget, 0, len(ts))
	for _, t := range ts {
		out = append(out, v.target(t))
	}
	return out
}

func (v *viewer) target(t Target) ViewTarget {
	if t.IsPlayer() {
		return ViewTarget{Player: PlayerID(t.Player)}
	}
	d := v.g.defOf(ObjectID(t.Object))
	return ViewTarget{Player: NoPlayer, Object: v.ref(ObjectID(t.Object)), Card: d, Name: defName(d)}
}

// action translates one of p's legal actions; every object it names is
// one p can see.
func (v *viewer) action(a *Action) ViewAction {
	va := ViewAction{Kind: a.Kind, Player: a.Player, Object: v.ref(a.Object), Ability: a.Ability, X: a.X,
		Color: a.Color, Choice: a.Choice, Discard: v.ref(a.Discard), Targets: v.targets(a.TargetList())}
	if va.Object != 0 {
		va.Card = v.g.defOf(a.Object)
		va.Name = defName(va.Card)
	}
	for _, at := range a.Attackers {
		va.Attackers = append(va.Attackers, ViewAttack{Attacker: v.ref(at.Attacker), Player: at.Player, Planeswalker: v.ref(at.Planeswalker)})
	}
	for _, b := range a.Blockers {
		va.Blockers = append(va.Blockers, ViewBlock{Blocker: v.ref(b.Blocker), Attacker: v.ref(b.Attacker)})
	}
	for _, c := range a.Convoke {
		va.Convoke = append(va.Convoke, v.ref(c))
	}
	return va
}

// keptCopyTarget returns, while p chooses the targets of a copy
// (DecideCopyTargets), the original's target i when it is an object the
// view names by its card alone (it left its zone: the copy may keep it
// all the same, CR 706.10c) and that card is named name; else no target.
func (v *viewer) keptCopyTarget(i int, name string) Target {
	g := v.g
	if g.pending.Kind != DecideCopyTargets || g.pending.Player != v.p {
		return ObjectTarget(0)
	}
	_, _, it := g.copiedAbility()
	if it == nil || i >= int(it.NumTargets) {
		return ObjectTarget(0)
	}
	t := it.Targets[i]
	if t.IsPlayer() || v.ref(ObjectID(t.Object)) != 0 || defName(g.defOf(ObjectID(t.Object))) != name {
		return ObjectTarget(0)
	}
	return t
}

// ActionFromView turns a ViewAction of p (an option of p's View, or one
// a client built) into an Action for Apply, mapping its ViewIDs to the
// objects they name now. A ViewID that names nothing p can see gives a
// *RuleError wrapping ErrNoObject; Apply then checks the action as
// usual.
func (g *Game) ActionFromView(p PlayerID, va ViewAction) (Action, error) {
	v := g.viewerFor(p)
	if v.p == NoPlayer || va.Player != p {
		return Action{}, refuse(ErrNotYourDecision, "", "a view action acts for its own viewer only")
	}
	obj := func(id ViewID, what string) (ObjectID, error) {
		if id == 0 {
			return 0, nil
		}
		s, ok := v.resolve(id)
		if !ok {
			return 0, refuse(ErrNoObject, "400.7", "%s %s names no object %s can see", what, id, g.playerName(p))
		}
		return g.idOf(s), nil
	}
	a := Action{Kind: va.Kind, Player: va.Player, Ability: va.Ability, X: va.X, Color: va.Color, Choice: va.Choice}
	var err error
	if a.Object, err = obj(va.Object, "object"); err != nil {
		return Action{}, err
	}
	if a.Discard, err = obj(va.Discard, "discarded card"); err != nil {
		return Action{}, err
	}
	if len(va.Targets) > stack.MaxTargets {
		return Action{}, refuse(ErrBadTarget, "", "at most %d targets (a limit of this engine; the rules set none)", stack.MaxTargets)
	}
	for i, t := range va.Targets {
		if t.Player != NoPlayer && (t.Object != 0 || t.Name != "") {
			return Action{}, malformed(indexed("Targets", i, ""), "target %d names player %d and an object too: a target is one or the other", i+1, t.Player)
		}
		if t.Object == 0 && t.Player == NoPlayer {
			a.Targets[i] = ObjectTarget(0) // an "up to" target left unchosen
			if t.Name != "" {
				// A target the view names by its card alone: one that has
				// left its zone, which a copy may keep (CR 706.10c).
				a.Targets[i] = v.keptCopyTarget(i, t.Name)
			}
			continue
		}
		if t.Object == 0 {
			if !g.validPlayer(t.Player) {
				return Action{}, refuse(ErrBadTarget, "114.1", "target %d names no player or object", i+1)
			}
			a.Targets[i] = PlayerTarget(t.Player)
			continue
		}
		id, err := obj(t.Object, "target")
		if err != nil {
			return Action{}, err
		}
		a.Targets[i] = ObjectTarget(id)
	}
	a.NumTargets = len(va.Targets)
	for i, at := range va.Attackers {
		if at.Planeswalker != 0 && at.Player != NoPlayer {
			// Said in the view's terms: the action's own check would name
			// the planeswalker by an ObjectID the client never saw.
			return Action{}, malformed(indexed("Attackers", i, ".Player"), "an attack on planeswalker %s names player %d too: an attack on a planeswalker names player %d", at.Planeswalker, at.Player, NoPlayer)
		}
		x := Attack{Player: at.Player}
		if x.Attacker, err = obj(at.Attacker, "attacker"); err != nil {
			return Action{}, err
		}
		if x.Planeswalker, err = obj(at.Planeswalker, "attacked planeswalker"); err != nil {
			return Action{}, err
		}
		a.Attackers = append(a.Attackers, x)
	}
	for _, b := range va.Blockers {
		var x Block
		if x.Blocker, err = obj(b.Blocker, "blocker"); err != nil {
			return Action{}, err
		}
		if x.Attacker, err = obj(b.Attacker, "blocked attacker"); err != nil {
			return Action{}, err
		}
		a.Blockers = append(a.Blockers, x)
	}
	if len(va.Convoke) > maxPayUnits {
		return Action{}, refuse(ErrCantPay, "", "at most %d creatures can be tapped for convoke (a limit of this engine; the rules set none)", maxPayUnits)
	}
	for _, c := range va.Convoke {
		id, err := obj(c, "creature tapped for convoke")
		if err != nil {
			return Action{}, err
		}
		a.Convoke = append(a.Convoke, id)
	}
	return a, nil
}

// ViewEvent is an Event as one player may know it (EventsFor): objects
// are named by ViewIDs, and cards that moved between hidden zones (the
// other player's draws, say) are not named at all.
type ViewEvent struct {
	// Kind, Player, From, To, Step, Amount, Mana and HasTarget are the
	// event's.
	Kind   EventKind `json:"kind"`
	Player PlayerID  `json:"player"`
	// Object is the object concerned if it is still where the event left
	// it and the viewer can see it there, else zero.
	Object ViewID `json:"object,omitempty"`
	// Old is, for a zone change, the object's ViewID before it moved
	// (its old identity, CR 400.7) if the viewer could see it there, so
	// a client can move the card from Old to Object; for an attachment,
	// the Aura's or Equipment's ViewID before the new timestamp it gets
	// (CR 613.6d), so a client can follow the same permanent.
	Old ViewID `json:"old,omitempty"`
	// Card is the object's card, or nil when the viewer may not know it.
	Card *card.Definition `json:"-"`
	// Name is Card's English name, empty when Card is nil; for the choice of
	// a creature type (ChoiceCreatureType), the type chosen.
	Name string `json:"name,omitempty"`
	// Source is the source of damage or countering, as Object, and
	// SourceCard its card, named in SourceName: a source that has left
	// (a resolved spell) has no ViewID but is still named.
	Source     ViewID           `json:"source,omitempty"`
	SourceCard *card.Definition `json:"-"`
	SourceName string           `json:"sourceName,omitempty"`
	// From, To, Step and Amount are Event's fields of those names.
	From   zone.Kind `json:"from"`
	To     zone.Kind `json:"to"`
	Step   Step      `json:"step"`
	Amount int       `json:"amount,omitempty"`
	// Total is the player's life total after an EventLifeChange, or what
	// a guess is about (EventChoose).
	Total int `json:"total,omitempty"`
	// Mana is Event.Mana. Target is the event's first target (Event.Target)
	// when HasTarget is set; an object the viewer may not know is left out
	// (Player NoPlayer, Object zero, no Card), and without HasTarget Target
	// names nothing, with Player NoPlayer.
	Mana      mana.Pool  `json:"mana"`
	Target    ViewTarget `json:"target"`
	HasTarget bool       `json:"hasTarget,omitempty"`
	// Targets are all the targets of a spell cast, an ability activated
	// or a triggered ability put on the stack (Event.Targets), Target
	// first, when there are two or more; with one, Target alone.
	Targets []ViewTarget `json:"targets,omitempty"`
	// Ability is Event.Ability.
	Ability bool `json:"ability,omitempty"`
	// Choice is Event.Choice.
	Choice Choice `json:"choice,omitempty"`
	// Counter is Event.Counter, written "counter" ("+1/+1") for an
	// EventCounters only.
	Counter CounterKind `json:"-"`
	// Host is Event.Host as Object, HostCard its card, named in HostName:
	// the permanent whose granted ability the event is about.
	Host     ViewID           `json:"host,omitempty"`
	HostCard *card.Definition `json:"-"`
	HostName string           `json:"hostName,omitempty"`
}

// Notable reports whether a readable log shows e (see Event.Notable).
func (e ViewEvent) Notable() bool { return notable(e.Kind, e.From, e.To) }

// EventsFor returns the events recorded since the last ClearEvents as
// player p may know them (see FilterEvents). Call it before the next
// action, and keep what it returns rather than the raw events: ViewIDs,
// and the names of cards revealed since, are those of the state at the
// call, so events filtered later name things as they are later.
func (g *Game) EventsFor(p PlayerID) []ViewEvent {
	return g.FilterEvents(p, g.events, nil)
}

// FilterEvents appends to buf the events evs as player p may know them,
// and returns the extended slice. Objects become ViewIDs of the current
// state (zero once an object has moved on); a zone change that neither
// starts nor ends in a zone p sees (the other player's draw, a card
// moving within hidden zones) keeps its zones and player but loses its
// card; events about public objects keep their cards. Every event stays,
// so p knows that something happened (a draw), never what they may not
// know. NoPlayer filters for a spectator.
func (g *Game) FilterEvents(p PlayerID, evs []Event, buf []ViewEvent) []ViewEvent {
	v := g.viewerFor(p)
	for i := range evs {
		buf = append(buf, v.event(&evs[i]))
	}
	return buf
}

// publicKinds are the event kinds whose objects are public when the event
// happens: spells and abilities, permanents, damage, combat.
func publicKind(k EventKind) bool {
	switch k {
	case EventPlayLand, EventCast, EventActivate, EventAddMana, EventResolve, EventFizzle, EventCounter,
		EventDamage, EventTap, EventUntap, EventDiscard, EventAttack, EventBlock, EventControl,
		EventEmblem, EventTrigger, EventAttach, EventLoyalty, EventSacrifice, EventRegenerate, EventReveal, EventChoose,
		EventReverse, EventCopy, EventCounters, EventUnattach, EventDamageOrder: // what was cast, activated or copied was public
		return true
	}
	return false
}

func (v *viewer) event(e *Event) ViewEvent {
	g := v.g
	ve := ViewEvent{Kind: e.Kind, Player: e.Player, From: e.From, To: e.To, Step: e.Step, Amount: e.Amount,
		Total: e.Total, Mana: e.Mana, HasTarget: e.HasTarget, Ability: e.Ability, Choice: e.Choice, Counter: e.Counter}
	show := false
	switch {
	case e.Kind == EventZoneChange:
		show = v.visibleZone(e.From, e.Player) || v.visibleZone(e.To, e.Player) || v.sawMove(e)
	case publicKind(e.Kind):
		show = true
	default:
		// Unknown or future kinds: name only what p can see now.
		show = v.ref(e.Object) != 0
	}
	if show {
		ve.Object = v.ref(e.Object)
		ve.Old = v.oldView(e)
		ve.Card = e.Card
		if ve.Card == nil {
			ve.Card = g.defOf(e.Object)
		}
		ve.Name = defName(ve.Card)
	}
	if e.Choice == ChoiceCreatureType && e.Amount >= 0 && e.Amount < len(ability.CreatureTypes) {
		ve.Name = ability.CreatureTypes[e.Amount] // the type chosen, for JSON clients
	}
	if e.Source != 0 && (publicKind(e.Kind) || v.ref(e.Source) != 0) {
		ve.Source = v.ref(e.Source)
		if ve.SourceCard = e.SourceCard; ve.SourceCard == nil {
			ve.SourceCard = g.defOf(e.Source)
		}
		ve.SourceName = defName(ve.SourceCard)
	}
	if e.Host != 0 && show {
		ve.Host, ve.HostCard = v.ref(e.Host), g.defOf(e.Host)
		ve.HostName = defName(ve.HostCard)
	}
	if e.HasTarget {
		ve.Target = v.eventTarget(e, e.Target)
		if ve.Target.Card != nil {
			ve.Target.Card = g.targetCard(e, 0, e.Target)
			ve.Target.Name = defName(ve.Target.Card)
		}
	} else {
		ve.Target.Player = NoPlayer // as its JSON reads back: no target, no player
	}
	if e.NumTargets > 1 {
		for i, t := range e.Targets[:min(int(e.NumTargets), len(e.Targets))] { // e may come from a caller
			vt := v.eventTarget(e, t)
			if vt.Card != nil {
				vt.Card = g.targetCard(e, i, t)
				vt.Name = defName(vt.Card)
			}
			ve.Targets = append(ve.Targets, vt)
		}
	}
	return ve
}

// eventTarget is target t of event e as the viewer may know it.
func (v *viewer) eventTarget(e *Event, t Target) ViewTarget {
	switch {
	case t.IsPlayer():
		return ViewTarget{Player: PlayerID(t.Player)}
	case publicKind(e.Kind) || v.ref(ObjectID(t.Object)) != 0:
		return v.target(t)
	}
	return ViewTarget{Player: NoPlayer}
}

// ViewEventLine renders an event of EventsFor as one log line in lang,
// naming hidden cards "a card" ("一张牌"). An unknown lang renders
// English.
func (g *Game) ViewEventLine(e ViewEvent, lang Lang) string {
	lang = lang.known()
	return finishText(lang, g.viewEventLine(e, lang))
}

// viewEventLine is ViewEventLine before the tags are written for lang.
func (g *Game) viewEventLine(e ViewEvent, lang Lang) string {
	a := lineArgs{kind: e.Kind, player: e.Player, card: e.Card, source: e.SourceCard, from: e.From, to: e.To,
		step: e.Step, amount: e.Amount, total: e.Total, mana: e.Mana, hasTarget: e.HasTarget, ability: e.Ability,
		choice: e.Choice, counter: e.Counter}
	targets := e.Targets
	if e.HasTarget && len(targets) == 0 {
		targets = []ViewTarget{e.Target} // an attack's or block's
	}
	for i, t := range targets {
		if i == len(a.targets) {
			break
		}
		if t.Player != NoPlayer {
			a.targets[i] = lineTarget{player: t.Player, isPlayer: true}
		} else {
			a.targets[i] = lineTarget{card: t.Card, tag: g.viewApartTag(t.Object)}
		}
		a.numTargets++
	}
	if e.Card != nil {
		a.tag = g.viewApartTag(e.Object)
	}
	if e.SourceCard != nil {
		a.srcTag = g.viewApartTag(e.Source)
	}
	if e.HostCard != nil {
		a.card, a.tag = e.HostCard, g.viewApartTag(e.Host) // the host's ability (CR 112.7)
	}
	return g.renderLine(&a, lang)
}
