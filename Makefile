# flowlint: build from source and install.
#
#   make                        # release build: .build/release/flowlint
#   make install PREFIX=~/.local   # copies the binary to $(PREFIX)/bin (default /usr/local)
#   make uninstall PREFIX=~/.local
#   make test                   # swift test
#
# DESTDIR is honoured for packagers (`make install DESTDIR=/tmp/stage PREFIX=/usr`).

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift

.PHONY: all build install uninstall test clean

all: build

build:
	$(SWIFT) build -c release --product flowlint

install: build
	install -d "$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/flowlint" "$(BINDIR)/flowlint"

uninstall:
	rm -f "$(BINDIR)/flowlint"

test:
	$(SWIFT) test

clean:
	$(SWIFT) package clean
