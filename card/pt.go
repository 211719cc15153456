package card

import "strconv"

// PT is a printed power, toughness or loyalty value. Star marks a value
// printed as "*" that a characteristic-defining ability sets (CR 208.2a);
// Value is then the value off the battlefield, 0.
type PT struct {
	// Value is the printed number (0 for "*").
	Value int
	// Star marks a printed "*".
	Star bool
}

// Fixed returns the printed value n.
func Fixed(n int) PT { return PT{Value: n} }

// Star is the printed "*".
var Star = PT{Star: true}

// String returns the printed form: "2", "*".
func (p PT) String() string {
	if p.Star {
		return "*"
	}
	return strconv.Itoa(p.Value)
}
