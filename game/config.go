package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/spellstack/spellstack/card"
)

// MaxPlayers is the most players a game can have: a free-for-all of up
// to four, or Two-Headed Giant's two teams of two (CR 806, 810).
const MaxPlayers = 4

// MinPlayers is the fewest players a game can have: a duel.
const MinPlayers = 2

// Variant selects the multiplayer variant (CR 800.2).
type Variant uint8

// The variants.
const (
	// FreeForAll is the default: with two players a duel, with three or
	// four a free-for-all (CR 806) with the attack multiple players option
	// (CR 802): every other player is an opponent.
	FreeForAll Variant = iota
	// TwoHeadedGiant is two teams of two (CR 810) with shared team turns
	// (CR 805): the first two players are the starting team, the last two
	// the other team; each team shares one life total, 30 by default.
	TwoHeadedGiant
)

// String returns the variant's name as scenario files write it.
func (v Variant) String() string {
	if v == TwoHeadedGiant {
		return "two-headed-giant"
	}
	return "free-for-all"
}

// PlayerConfig describes one player at game creation.
type PlayerConfig struct {
	// Name is the player's name, used in logs and scenarios.
	Name string
	// Deck is the player's library before shuffling, top first. It may be
	// empty for games set up position by position. Each card must pass
	// card.Definition.Check: New refuses a definition the engine can't
	// play as written.
	Deck []*card.Definition
}

// Uniqueness selects how the planeswalker uniqueness rule works.
type Uniqueness uint8

// The uniqueness variants.
const (
	// UniquenessAll is the seed rule, the default: when two planeswalkers
	// share a planeswalker type, all of them go to their owners' graveyards.
	UniquenessAll Uniqueness = iota
	// UniquenessChooseOne is CR 704.5j (2017): each controller keeps one.
	UniquenessChooseOne
)

// Mulligan selects the mulligan rule of the start of the game (CR 103.4).
type Mulligan uint8

// The mulligan rules.
const (
	// MulliganVancouver is the rule of the 2017 Comprehensive Rules, the
	// default: a mulligan shuffles the hand back and draws one card fewer;
	// once every player has kept, each player in turn order whose hand is
	// smaller than the starting hand may look at the top card of their
	// library and put it on the bottom.
	MulliganVancouver Mulligan = iota
	// MulliganParis is the rule of the Magic 2015 era: the same without
	// the look at the top card.
	MulliganParis
)

var mulliganNames = [...]string{"vancouver", "paris"}

// String returns the rule's name as scenario files write it.
func (m Mulligan) String() string { return enumName(mulliganNames[:], int(m)) }

// Rules are the rules options of a game. The zero value is the seed rules.
type Rules struct {
	// Uniqueness is the planeswalker uniqueness rule; default UniquenessAll.
	Uniqueness Uniqueness
	// MaxHandSize is the hand size the cleanup step discards down to
	// (CR 514.1); 0 means 7.
	MaxHandSize int
	// Mulligan is the mulligan rule of the start of the game (CR 103.4);
	// default MulliganVancouver.
	Mulligan Mulligan
	// Variant is the multiplayer variant; default FreeForAll.
	// TwoHeadedGiant needs exactly four players.
	Variant Variant
}

// RuleNames lists the names Rules.Set knows, in the order its errors give
// them.
func RuleNames() []string { return []string{"uniqueness", "max-hand-size", "mulligan", "variant"} }

// Set sets the option NAME to VALUE as scenario files write it
// ("uniqueness", "choose-one"; "mulligan", "paris"). Unknown names or values return an error
// wrapping ErrBadConfig and change nothing. A scenario's "rule
// auto-pass=on" is no rule: it sets Config.AutoPass, which Set doesn't
// take.
func (r *Rules) Set(name, value string) error {
	switch name {
	case "uniqueness":
		switch value {
		case "all":
			r.Uniqueness = UniquenessAll
		case "choose-one":
			r.Uniqueness = UniquenessChooseOne
		default:
			return fmt.Errorf("%w: rule uniqueness=%q: want all or choose-one", ErrBadConfig, value)
		}
	case "max-hand-size":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxSlots {
			// 0 is the field's zero value, which means the default, 7.
			return fmt.Errorf("%w: rule max-hand-size=%q: want a number from 1 to %d", ErrBadConfig, value, maxSlots)
		}
		r.MaxHandSize = n
	case "mulligan":
		switch value {
		case "vancouver", "2017":
			r.Mulligan = MulliganVancouver
		case "paris", "m15":
			r.Mulligan = MulliganParis
		default:
			return fmt.Errorf("%w: rule mulligan=%q: want vancouver (or 2017) or paris (or m15)", ErrBadConfig, value)
		}
	case "variant":
		switch value {
		case "free-for-all":
			r.Variant = FreeForAll
		case "two-headed-giant":
			r.Variant = TwoHeadedGiant
		default:
			return fmt.Errorf("%w: rule variant=%q: want free-for-all or two-headed-giant", ErrBadConfig, value)
		}
	default:
		return fmt.Errorf("%w: unknown rule %q (known: %s)", ErrBadConfig, name, strings.Join(RuleNames(), ", "))
	}
	return nil
}

func (r Rules) maxHandSize() int {
	if r.MaxHandSize == 0 {
		return 7
	}
	return r.MaxHandSize
}

// StartMode says how New begins a game.
type StartMode uint8

// The ways a game begins.
const (
	// StartFull is the start of CR 103, the default: the libraries are
	// shuffled, a player chosen at random by the seed chooses who takes
	// the first turn (unless Config.StartingSeat fixes it), each player
	// draws seven cards and may mulligan (Rules.Mulligan), and then the
	// starting player's first turn begins. Each choice is a decision.
	StartFull StartMode = iota
	// StartDealt skips the decisions: the libraries are shuffled, each
	// player draws seven cards, and the first listed player (or
	// Config.StartingSeat) takes the first turn. Self-play and benchmarks
	// use it so that their figures stay comparable with earlier ones.
	StartDealt
)

// Config describes a game to create. Every field's zero value is a valid
// default; New validates the whole config once.
type Config struct {
	// Players are the players in seat order; turn order begins with the
	// starting player and follows the seats. MinPlayers to MaxPlayers are
	// required; exactly four for Rules.Variant TwoHeadedGiant, where the
	// first two seats are one team and the last two the other.
	Players []PlayerConfig
	// Start says how New begins the game; default StartFull (CR 103).
	Start StartMode
	// StartingSeat fixes the starting player (in Two-Headed Giant, the
	// starting team: that player's): N means the N-th listed player
	// (from 1). 0 means the player is chosen per CR 103.2 by a player the
	// seed picks at random (in StartDealt, and for positions begun by
	// Start: the first listed player, or the active player of a position
	// begun in turn 1, which is the starting player's turn). Start
	// refuses a position in turn 1 whose active player is not this
	// seat's (CR 103.7).
	StartingSeat int
	// StartingLife is each player's starting life total, or each team's
	// shared one in Two-Headed Giant; 0 means 20 (CR 103.3), or 30 in
	// Two-Headed Giant (CR 810.4).
	StartingLife int
	// Seed seeds every random choice of the game: shuffles and random
	// discards. The same seed and actions give the same game.
	Seed uint64
	// Rules are the rules options.
	Rules Rules
	// NoEvents turns off event recording, for searches that never read
	// events.
	NoEvents bool
	// RecordActions keeps a log of every applied action (ActionLog), from
	// which Replay rebuilds the game. Off by default: searches that clone
	// millions of states do not want it copied.
	RecordActions bool
	// AutoPass passes priority for a player whose only listed option is
	// to pass, without asking (see AutoPasses). Off by default: every
	// priority is then a decision, as the rules describe it. With it on,
	// the other players can tell from the events when a player had
	// nothing to cast (their pass came without a decision), as they can
	// at a table where a player passes at once: a game with hidden
	// information between people should leave it off.
	AutoPass bool
}

func (c *Config) validate() error {
	if len(c.Players) < MinPlayers || len(c.Players) > MaxPlayers {
		return fmt.Errorf("%w: %d player(s), want %d to %d", ErrBadConfig, len(c.Players), MinPlayers, MaxPlayers)
	}
	switch c.Rules.Variant {
	case FreeForAll:
	case TwoHeadedGiant:
		if len(c.Players) != 4 {
			return fmt.Errorf("%w: Two-Headed Giant is played by two teams of two, not %d players (CR 810.1)", ErrBadConfig, len(c.Players))
		}
	default:
		return fmt.Errorf("%w: unknown variant %d", ErrBadConfig, c.Rules.Variant)
	}
	for i, p := range c.Players {
		if msg := playerNameProblem(p.Name); msg != "" {
			return fmt.Errorf("%w: player %d's name %q: %s", ErrBadConfig, i+1, p.Name, msg)
		}
		for j := 0; j < i; j++ {
			if c.Players[j].Name == p.Name {
				return fmt.Errorf("%w: two players named %q", ErrBadConfig, p.Name)
			}
		}
		for k, d := range p.Deck {
			if d == nil {
				return fmt.Errorf("%w: player %q deck card %d is nil", ErrBadConfig, p.Name, k+1)
			}
			if k > 0 && d == p.Deck[k-1] {
				continue // a card like the one before: checked (decks list copies together)
			}
			if err := deckCardProblem(d); err != "" {
				return fmt.Errorf("%w: player %q deck card %d: %s", ErrBadConfig, p.Name, k+1, err)
			}
			if err := d.Check(); err != nil {
				return fmt.Errorf("%w: player %q deck card %d: %w", ErrBadConfig, p.Name, k+1, err)
			}
		}
	}
	if c.StartingLife < 0 || c.StartingLife > MaxLife {
		return fmt.Errorf("%w: starting life %d is out of range 0..%d", ErrBadConfig, c.StartingLife, MaxLife)
	}
	if c.Start > StartDealt {
		return fmt.Errorf("%w: unknown start mode %d", ErrBadConfig, c.Start)
	}
	if c.StartingSeat < 0 || c.StartingSeat > len(c.Players) {
		return fmt.Errorf("%w: starting seat %d: want 0 (chosen, CR 103.2) or 1..%d", ErrBadConfig, c.StartingSeat, len(c.Players))
	}
	if c.Rules.Mulligan > MulliganParis {
		return fmt.Errorf("%w: unknown mulligan rule %d", ErrBadConfig, c.Rules.Mulligan)
	}
	if c.Rules.MaxHandSize < 0 || c.Rules.MaxHandSize > maxSlots {
		return fmt.Errorf("%w: max hand size %d is out of range 0..%d", ErrBadConfig, c.Rules.MaxHandSize, maxSlots)
	}
	if c.Rules.Uniqueness != UniquenessAll && c.Rules.Uniqueness != UniquenessChooseOne {
		return fmt.Errorf("%w: uniqueness rule %d is unknown (UniquenessAll or UniquenessChooseOne)", ErrBadConfig, c.Rules.Uniqueness)
	}
	n := 0
	for _, p := range c.Players {
		n += len(p.Deck)
	}
	if n > maxSlots {
		return fmt.Errorf("%w: %d cards in all the decks together, at most %d (a limit of this engine)", ErrBadConfig, n, maxSlots)
	}
	return nil
}

// deckCardProblem says why d can't be a card in a deck, or "": a deck
// holds cards, each with a name and a card type (CR 100.2a, 205.2a), not
// the tokens (CR 110.5) and emblems (CR 113.1) effects create.
func deckCardProblem(d *card.Definition) string {
	switch {
	case d.Name == "":
		return "a definition without a name is no card"
	case d.Types == 0:
		return fmt.Sprintf("%q has no card type: an emblem or no card at all (CR 113.1, 205.2a)", d.Name)
	}
	if card.IsToken(d) {
		return fmt.Sprintf("%q is a token, which effects create; it is not a card (CR 110.5)", d.Name)
	}
	return ""
}

// playerNameProblem says what makes name unfit for a player, or "".
func playerNameProblem(name string) string {
	switch {
	case name == "":
		return "empty: a player needs a name"
	case !utf8.ValidString(name):
		// A save writes names as JSON text, which has no place for such
		// bytes: the game would load under another name.
		return "not valid UTF-8"
	case strings.ContainsFunc(name, unicode.IsControl):
		// Names stand in one-line log lines, prompts and messages.
		return "holds a control character (a line break, a tab, ...)"
	}
	return ""
}
