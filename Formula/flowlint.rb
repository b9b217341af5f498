# Homebrew formula: builds flowlint from source with the Swift toolchain.
#   brew install --HEAD ./Formula/flowlint.rb
# A tapped release sets `url` to the release tarball and `sha256` to its checksum.
class Flowlint < Formula
  desc "Static analyzer for how iOS apps pass data around (delegates, closures, observers)"
  homepage "https://github.com/flowlint/flowlint"
  head "https://github.com/flowlint/flowlint.git", branch: "main"

  depends_on xcode: ["15.0", :build]

  def install
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    (testpath/"Profile.swift").write "protocol D: AnyObject {}\nfinal class P { var delegate: D? }\n" \
                                      "final class O: D { let p = P(); func s() { p.delegate = self } }\n"
    assert_match "[strong-delegate]", shell_output("#{bin}/flowlint #{testpath}/Profile.swift", 0)
    assert_match "strong-delegate", shell_output("#{bin}/flowlint rules")
  end
end
