package ability

// The amounts that count something on resolution (CR 608.2g: the count
// is taken as the effect is carried out). They start at 32 so that other
// kinds can be added to the list in effect.go without renumbering these.
const (
	// CountPermanents is the number of permanents on the battlefield that
	// match Group, relative to the controller ("each creature on the
	// battlefield"), times Times.
	CountPermanents AmountKind = 32 + iota
	// ColorsAmongPermanents is the number of colours among permanents the
	// controller controls (CR 105.2; "for each color among permanents you
	// control"), times Times.
	ColorsAmongPermanents
	// CountersOnSelf is the number of Counter counters on the source, as
	// it last existed on the battlefield (CR 608.2g), times Times.
	CountersOnSelf
	// CardsInGraveyards is the number of cards of Group.Types (any card
	// when zero) in all graveyards, times Times.
	CardsInGraveyards
)

// PermanentTypes are the card types of permanents (CR 110.4): a Group
// of these types is "permanents".
const PermanentTypes = Artifact | Creature | Enchantment | Land | Planeswalker

// Counted reports whether the amount is a count that Times multiplies.
func (a Amount) Counted() bool { return a.Kind >= CountPermanents }

// times is the multiplier of a counted amount: Times, or 1 when zero.
func (a Amount) times() int {
	if a.Times == 0 {
		return 1
	}
	return a.Times
}

// Scale returns n, a count, multiplied as the amount says.
func (a Amount) Scale(n int) int { return n * a.times() }
