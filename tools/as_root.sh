# Sourced by the scripts that change the system (tools/setup.sh, tools/browser/web_deps.sh):
# sets the array `sudo` to what runs a command as root here: nothing when already root, sudo
# when it is installed, else `false`, so the command fails with the script's own message.
if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  sudo=(false)
fi
