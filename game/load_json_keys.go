package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// checkDuplicateMembers refuses a save whose objects name a member twice,
// or twice in letters that differ only in case: encoding/json keeps the
// last value and matches names in any case, so such a file would load as
// something its author may not have meant (RFC 8259, 4: names should be
// unique); names are compared as the decoder reads them, escapes
// decoded. data is valid JSON (the decoder has read it): one pass over
// its bytes, with no allocation but the lists of open objects' names
// (and names written with escapes).
func checkDuplicateMembers(data []byte) error {
	type frame struct {
		object bool
		start  int    // where this object's names begin in names
		key    []byte // the member being read, for the error's path
		index  int    // the array item being read
	}
	var frames []frame
	var names [][]byte
	atKey := false
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '"':
			j := i + 1
			for j < len(data) && data[j] != '"' {
				if data[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(data) {
				return nil
			}
			if atKey {
				top := &frames[len(frames)-1]
				s := data[i+1 : j]
				if bytes.IndexByte(s, '\\') >= 0 {
					// "tur\u006e" names "turn", as the decoder reads it.
					var name string
					if json.Unmarshal(data[i:j+1], &name) == nil {
						s = []byte(name)
					}
				}
				for _, n := range names[top.start:] {
					if bytes.EqualFold(n, s) {
						top.key = s
						return badSave(memberPath(frames, func(k int) ([]byte, int, bool) {
							return frames[k].key, frames[k].index, frames[k].object
						}), "member %q given twice (names match in any case)", s)
					}
				}
				names = append(names, s)
				top.key = s
			}
			i = j
		case '{':
			frames = append(frames, frame{object: true, start: len(names)})
			atKey = true
		case '[':
			frames = append(frames, frame{start: len(names)})
			atKey = false
		case '}', ']':
			if len(frames) == 0 {
				return nil
			}
			names = names[:frames[len(frames)-1].start]
			frames = frames[:len(frames)-1]
			atKey = false
		case ',':
			if len(frames) > 0 {
				top := &frames[len(frames)-1]
				atKey = top.object
				if !top.object {
					top.index++
				}
			}
		case ':':
			atKey = false
		}
	}
	return nil
}

// memberPath writes the JSON path of the member being read in frames
// ("objects[3].counters"), reading each frame's key, item index and
// kind through at.
func memberPath[T any](frames []T, at func(k int) ([]byte, int, bool)) string {
	var b strings.Builder
	for k := range frames {
		key, index, object := at(k)
		if object {
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.Write(key)
		} else {
			fmt.Fprintf(&b, "[%d]", index)
		}
	}
	return b.String()
}
