package zone

import "fmt"

// MarshalText writes the zone's name ("graveyard"), so JSON names zones
// as words.
func (k Kind) MarshalText() ([]byte, error) {
	if !k.Valid() {
		return nil, fmt.Errorf("zone: invalid zone %d", uint8(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads what MarshalText writes.
func (k *Kind) UnmarshalText(b []byte) error {
	z, ok := ParseKind(string(b))
	if !ok {
		return fmt.Errorf("zone: unknown zone %q", b)
	}
	*k = z
	return nil
}
