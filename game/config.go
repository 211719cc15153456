package game

import (
	"fmt"
	"strconv"

	"github.com/spellstack/spellstack/card"
)

// MaxPlayers is the number of players a game has. The rules in RULES.md
// are those of a two-player duel.
const MaxPlayers = 2

// PlayerConfig describes one player at game creation.
type PlayerConfig struct {
	// Name is the player's name, used in logs and scenarios.
	Name string
	// Deck is the player's library before shuffling, top first. It may be
	// empty for games set up position by position.
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

// Rules are the rules options of a game. The zero value is the seed rules.
type Rules struct {
	// Uniqueness is the planeswalker uniqueness rule; default UniquenessAll.
	Uniqueness Uniqueness
	// MaxHandSize is the hand size the cleanup step discards down to
	// (CR 514.1); 0 means 7.
	MaxHandSize int
}

// Set sets the option NAME to VALUE as scenario files write it
// ("uniqueness", "choose-one"). Unknown names or values return an error
// wrapping ErrBadConfig and change nothing.
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
		if err != nil || n < 0 {
			return fmt.Errorf("%w: rule max-hand-size=%q: want a number >= 0", ErrBadConfig, value)
		}
		r.MaxHandSize = n
	default:
		return fmt.Errorf("%w: unknown rule %q (known: uniqueness, max-hand-size)", ErrBadConfig, name)
	}
	return nil
}

func (r Rules) maxHandSize() int {
	if r.MaxHandSize == 0 {
		return 7
	}
	return r.MaxHandSize
}

// Config describes a game to create. Every field's zero value is a valid
// default; New validates the whole config once.
type Config struct {
	// Players are the players in turn order; the first starts. Exactly
	// MaxPlayers are required.
	Players []PlayerConfig
	// StartingLife is each player's starting life total; 0 means 20
	// (CR 103.3).
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
}

func (c *Config) validate() error {
	if len(c.Players) != MaxPlayers {
		return fmt.Errorf("%w: %d players, want %d", ErrBadConfig, len(c.Players), MaxPlayers)
	}
	for i, p := range c.Players {
		if p.Name == "" {
			return fmt.Errorf("%w: player %d has no name", ErrBadConfig, i+1)
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
		}
	}
	if c.StartingLife < 0 || c.StartingLife > MaxLife {
		return fmt.Errorf("%w: starting life %d is out of range 0..%d", ErrBadConfig, c.StartingLife, MaxLife)
	}
	if c.Rules.MaxHandSize < 0 {
		return fmt.Errorf("%w: max hand size %d is negative", ErrBadConfig, c.Rules.MaxHandSize)
	}
	n := 0
	for _, p := range c.Players {
		n += len(p.Deck)
	}
	if n > maxSlots {
		return fmt.Errorf("%w: %d cards, at most %d", ErrBadConfig, n, maxSlots)
	}
	return nil
}
