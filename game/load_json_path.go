package game

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// jsonPath walks the tokens of data and returns the path of what a JSON
// error is about, in the form a SaveError gives (objects[0].tapped): the
// member named key when key is set and only one member has that name
// (another of the name may be a member the format has, elsewhere), else
// the value the decoder had read up to offset. It returns "" when it
// finds neither.
func jsonPath(data []byte, key string, offset int64) string {
	found, matches := "", 0
	type level struct {
		array   bool
		n       int // values so far, in an array
		key     string
		wantKey bool
	}
	var stack []level
	path := func() string {
		var b strings.Builder
		for i, l := range stack {
			switch {
			case l.array:
				b.WriteString("[" + strconv.Itoa(l.n) + "]")
			case l.key != "":
				if i > 0 {
					b.WriteByte('.')
				}
				b.WriteString(l.key)
			}
		}
		return b.String()
	}
	valueDone := func() {
		if n := len(stack); n > 0 {
			if l := &stack[n-1]; l.array {
				l.n++
			} else {
				l.wantKey = true
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err != nil {
			if matches == 1 {
				return found
			}
			return ""
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{', '[':
				if key == "" && dec.InputOffset() >= offset {
					return path()
				}
				stack = append(stack, level{array: d == '[', wantKey: d == '{'})
			default:
				if len(stack) > 0 {
					stack = stack[:len(stack)-1]
				}
				valueDone()
			}
			continue
		}
		if n := len(stack); n > 0 && !stack[n-1].array && stack[n-1].wantKey {
			k, _ := tok.(string)
			stack[n-1].key, stack[n-1].wantKey = k, false
			if key != "" && k == key {
				if matches++; matches == 1 {
					found = path()
				}
			}
			continue
		}
		if key == "" && dec.InputOffset() >= offset {
			return path()
		}
		valueDone()
	}
}
